import { ApiError } from '@platform/api-client';
import { dateTimeFormat } from '@platform/domain';
import {
  ListCell,
  ListGroup,
  PageColumn,
  PageEmpty,
  PageError,
  PageLoading,
  StatusTag,
  Surface,
  useLocale,
  useMessages,
} from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useApiClient, useSiteConfig } from '../../boot/AppRuntimeContext.tsx';
import { type FeedbackDetail, feedbackDetailQuery } from '../../data/feedback.ts';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { MemberOnly } from '../../layout/MemberOnly.tsx';
import { FeedbackImages } from './FeedbackImages.tsx';
import * as detail from './feedbackDetail.css.ts';
import { feedbackStatusTone } from './feedbackStatus.ts';

/** `/user/feedbackDetail?id=`: one sent feedback with its screenshots and the operator's reply. */
export default function FeedbackDetailPage() {
  return (
    <MemberOnly>
      <SentFeedbackDetail />
    </MemberOnly>
  );
}

function SentFeedbackDetail() {
  const client = useApiClient();
  const text = useMessages(appCatalog).feedback;
  const id = useSearchParams()[0].get('id') ?? '';
  const feedback = useQuery({ ...feedbackDetailQuery(client, id), enabled: id !== '' });
  const content = () => {
    if (id === '') return <PageEmpty message={text.notFound} />;
    if (feedback.data !== undefined) return <FeedbackView feedback={feedback.data} />;
    if (feedback.isError) {
      return feedback.error instanceof ApiError && feedback.error.code === 'NOT_FOUND' ? (
        <PageEmpty message={text.notFound} />
      ) : (
        <PageError onRetry={() => void feedback.refetch()} />
      );
    }
    return <PageLoading rows={4} />;
  };
  return <PageColumn>{content()}</PageColumn>;
}

function FeedbackView({ feedback }: { feedback: FeedbackDetail }) {
  const { timeZone } = useSiteConfig();
  const locale = useLocale();
  const text = useMessages(appCatalog).feedback;
  const sentAt = dateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(feedback.createdAt));
  return (
    <>
      <ListGroup title={text.details}>
        <ListCell title={text.category} value={text.categories[feedback.category]} />
        <ListCell
          title={text.status}
          value={
            <StatusTag label={text.statuses[feedback.status]} tone={feedbackStatusTone(feedback.status)} />
          }
        />
        <ListCell title={text.sentAt} value={sentAt} />
      </ListGroup>
      <Surface as="section" aria-label={text.yourFeedback} gap="medium">
        <h2 className={detail.heading}>{text.yourFeedback}</h2>
        <p className={detail.body}>{feedback.content}</p>
        {feedback.imageUrls.length > 0 ? <FeedbackImages imageUrls={feedback.imageUrls} /> : null}
      </Surface>
      <Surface as="section" aria-label={text.reply} gap="medium">
        <h2 className={detail.heading}>{text.reply}</h2>
        <p className={feedback.reply === null ? detail.waiting : detail.body}>
          {feedback.reply ?? text.awaitingReply}
        </p>
      </Surface>
    </>
  );
}
