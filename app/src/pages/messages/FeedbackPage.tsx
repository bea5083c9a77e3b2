import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_CONTENT_LENGTH,
  FEEDBACK_MAX_IMAGES,
  type FeedbackCategory,
  UPLOAD_MAX_BYTES,
} from '@platform/contract';
import { routePaths } from '@platform/domain';
import {
  FeedbackForm,
  type FeedbackFormValues,
  ListCell,
  ListGroup,
  PageColumn,
  useLocale,
  useMessages,
} from '@platform/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApiClient, useAppRuntime } from '../../boot/AppRuntimeContext.tsx';
import { feedbackKeys, sendFeedback } from '../../data/feedback.ts';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { failureText } from '../../i18n/serverText.ts';
import { MemberOnly } from '../../layout/MemberOnly.tsx';

const isFeedbackCategory = (value: string): value is FeedbackCategory =>
  (FEEDBACK_CATEGORIES as readonly string[]).includes(value);

/** `/user/feedback`: a category, the description and up to the API's number of screenshots; then "submitted". */
export default function FeedbackPage() {
  return (
    <MemberOnly>
      <FeedbackSender />
    </MemberOnly>
  );
}

function FeedbackSender() {
  const client = useApiClient();
  const { queryClient } = useAppRuntime();
  const locale = useLocale();
  const text = useMessages(appCatalog).feedback;
  const navigate = useNavigate();
  // A sent form starts over empty (a new key), still saying "submitted successfully" until the next send.
  const [sentCount, setSentCount] = useState(0);
  const send = useMutation({
    mutationFn: ({ type, content, images }: FeedbackFormValues) => {
      if (!isFeedbackCategory(type)) throw new Error(`feedback category ${type} is not the contract's`);
      return sendFeedback(client, { category: type, content, images });
    },
    onSuccess: () => {
      setSentCount((count) => count + 1);
      void queryClient.invalidateQueries({ queryKey: feedbackKeys.list });
    },
  });
  return (
    <PageColumn>
      <FeedbackForm
        key={sentCount}
        types={FEEDBACK_CATEGORIES.map((category) => ({ value: category, label: text.categories[category] }))}
        onSubmit={(values) => send.mutate(values)}
        submitting={send.isPending}
        submitted={send.isSuccess}
        serverError={send.isError ? failureText(send.error, locale) : undefined}
        minContentLength={FEEDBACK_CONTENT_LENGTH.minimum}
        maxContentLength={FEEDBACK_CONTENT_LENGTH.maximum}
        maxImages={FEEDBACK_MAX_IMAGES}
        maxImageBytes={UPLOAD_MAX_BYTES}
      />
      <ListGroup>
        <ListCell
          title={text.myFeedback}
          href={routePaths.feedbackList}
          onClick={(event) => {
            event.preventDefault();
            navigate(routePaths.feedbackList);
          }}
        />
      </ListGroup>
    </PageColumn>
  );
}
