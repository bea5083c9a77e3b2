import { routePaths } from '@platform/domain';
import { MessageItem, useMessages } from '@platform/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useAppRuntime, useSiteConfig } from '../../boot/AppRuntimeContext.tsx';
import { messagesQuery } from '../../data/messages.ts';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { MemberOnly } from '../../layout/MemberOnly.tsx';
import { PagedList } from '../PagedList.tsx';
import * as styles from '../pageLayout.css.ts';
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
  const { client } = useAppRuntime();
  const { timeZone } = useSiteConfig();
  const text = useMessages(appCatalog).messages;
  const navigate = useNavigate();
  const messages = useInfiniteQuery(messagesQuery(client));
  return (
    <div className={styles.column}>
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
    </div>
  );
}
