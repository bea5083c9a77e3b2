import { routePaths } from '@platform/domain';
import {
  ArticleLayout,
  Button,
  PageColumn,
  PageEmpty,
  PageError,
  PageLoading,
  RichText,
  useMessages,
} from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useApiClient, useAppRuntime, useSiteConfig } from '../../boot/AppRuntimeContext.tsx';
import { messageQuery } from '../../data/messages.ts';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { MemberOnly } from '../../layout/MemberOnly.tsx';
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
  const client = useApiClient();
  const { queryClient } = useAppRuntime();
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
          <PageEmpty message={text.notFound} />
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
    if (message.isError) return <PageError onRetry={() => void message.refetch()} />;
    return <PageLoading rows={4} />;
  };
  return <PageColumn>{content()}</PageColumn>;
}
