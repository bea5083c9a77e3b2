import { routePaths } from '@platform/domain';
import { MessageItem, PageColumn, useMessages } from '@platform/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useApiClient, useSiteConfig } from '../../boot/AppRuntimeContext.tsx';
import { messagesQuery } from '../../data/messages.ts';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { MemberOnly } from '../../layout/MemberOnly.tsx';
import { PagedList } from '../../pageParts/PagedList.tsx';
import { plainTextExcerpt } from './plainTextExcerpt.ts';

/** `/user/message`: the member's inbox, newest first, unread ones marked; a message opens its detail page. */
export default function MessagesPage() {
  return (
    <MemberOnly>
      <Inbox />
    </MemberOnly>
  );
}

function Inbox() {
  const client = useApiClient();
  const { timeZone } = useSiteConfig();
  const text = useMessages(appCatalog).messages;
  const navigate = useNavigate();
  const messages = useInfiniteQuery(messagesQuery(client));
  return (
    <PageColumn>
      <PagedList
        query={messages}
        label={text.inbox}
        itemKey={(message) => message.id}
        renderItem={(message) => (
          <MessageItem
            title={message.title}
            preview={plainTextExcerpt(message.content)}
            sentAt={new Date(message.createdAt)}
            unread={!message.read}
            timeZone={timeZone}
            onOpen={() => navigate(`${routePaths.messageDetail}?id=${encodeURIComponent(message.id)}`)}
          />
        )}
        emptyText={text.empty}
      />
    </PageColumn>
  );
}
