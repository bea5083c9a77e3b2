import { routePaths } from '@platform/domain';
import { MessageItem, PageColumn, useMessages } from '@platform/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useApiClient, useSiteConfig } from '../../boot/AppRuntimeContext.tsx';
import { feedbackListQuery } from '../../data/feedback.ts';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { MemberOnly } from '../../layout/MemberOnly.tsx';
import { PagedList } from '../../pageParts/PagedList.tsx';
import { feedbackStatusTone } from './feedbackStatus.ts';

/** `/user/feedbackList`: the feedback the member sent, newest first, each tagged replied or awaiting a reply. */
export default function FeedbackListPage() {
  return (
    <MemberOnly>
      <SentFeedback />
    </MemberOnly>
  );
}

function SentFeedback() {
  const client = useApiClient();
  const { timeZone } = useSiteConfig();
  const text = useMessages(appCatalog).feedback;
  const navigate = useNavigate();
  const feedback = useInfiniteQuery(feedbackListQuery(client));
  return (
    <PageColumn>
      <PagedList
        query={feedback}
        label={text.feedbackList}
        itemKey={(entry) => entry.id}
        renderItem={(entry) => (
          <MessageItem
            title={text.categories[entry.category]}
            preview={entry.content}
            sentAt={new Date(entry.createdAt)}
            unread={false}
            status={{ label: text.statuses[entry.status], tone: feedbackStatusTone(entry.status) }}
            timeZone={timeZone}
            onOpen={() => navigate(`${routePaths.feedbackDetail}?id=${encodeURIComponent(entry.id)}`)}
          />
        )}
        emptyText={text.empty}
      />
    </PageColumn>
  );
}
