import { routePaths } from '@platform/domain';
import { ArticleLayout, Button, RichText, useMessages } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAppRuntime, useSiteConfig } from '../../boot/AppRuntimeContext.tsx';
import { BlockEmpty, BlockError, BlockLoading } from '../../composer/BlockStatus.tsx';
import { messageQuery } from '../../data/messages.ts';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { MemberOnly } from '../../layout/MemberOnly.tsx';
import * as styles from '../pageLayout.css.ts';
import { useMarkMessageRead } from './useMarkMessageRead.ts';

/** `/user/message/detail?id=`: one message, its body as sanitised rich text; opening it marks it read. */
export default function MessageDetailPage() {
  return (
    <MemberOnly>
      <MessageDetail />
    </MemberOnly>
  );
}

function MessageDetail() {
  const { client, queryClient } = useAppRuntime();
  const { timeZone } = useSiteConfig();
  const text = useMessages(appCatalog).messages;
  const navigate = useNavigate();
  const id = useSearchParams()[0].get('id') ?? '';
  const message = useQuery({ ...messageQuery(client, queryClient, id), enabled: id !== '' });
  useMarkMessageRead(message.data);
  const content = () => {
    if (id === '' || message.data === null) {
      return (
        <>
          <BlockEmpty message={text.notFound} />
          <Button tone="secondary" onClick={() => navigate(routePaths.messages)}>
            {text.backToInbox}
          </Button>
        </>
      );
    }
    if (message.data !== undefined) {
      return (
        <ArticleLayout
          title={message.data.title}
          updatedAt={new Date(message.data.createdAt)}
          dateKind="sent"
          headingLevel={2}
          timeZone={timeZone}
        >
          <RichText html={message.data.content} />
        </ArticleLayout>
      );
    }
    if (message.isError) return <BlockError onRetry={() => void message.refetch()} />;
    return <BlockLoading rows={4} />;
  };
  return <div className={styles.column}>{content()}</div>;
}
