import { routePaths } from '@platform/domain';
import {
  Button,
  EmbeddedFrame,
  type FrameSandbox,
  PageEmpty,
  PageError,
  Skeleton,
  useMessages,
} from '@platform/ui';
import { useNavigate } from 'react-router-dom';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { CustomerServiceChannelList } from './CustomerServiceChannelList.tsx';
import * as styles from './customerServiceFrame.css.ts';
import { type CustomerServiceChannels, useCustomerServiceChannels } from './useCustomerServiceChannels.ts';
import { useHostReachable } from './useHostReachable.ts';

/**
 * The chat frame's sandbox, as narrow as a live chat allows:
 * - allow-scripts: the chat is a script-driven page;
 * - allow-forms: a message or an attachment is sent with a form;
 * - allow-popups: an attachment or a link the agent sends opens in a new tab;
 * - and its own origin (`origin="separate"`, which adds allow-same-origin): the chat keeps its conversation in its
 *   own origin's storage and cookies (a different origin from the app's: the CSP's frame-src names only the site's
 *   chat origin, and the frame refuses a link on the app's own origin, so the chat cannot read the app's).
 * No top navigation: the chat can never move the member away from the app.
 */
const CHAT_SANDBOX = ['allow-scripts', 'allow-forms', 'allow-popups'] as const satisfies FrameSandbox;

/** `/iframeCustomerService`: the site's live chat inside the app, with the way back to customer service. */
export default function IframeCustomerServicePage() {
  const text = useMessages(appCatalog).help;
  const navigate = useNavigate();
  const channels = useCustomerServiceChannels();
  const content = (() => {
    switch (channels.status) {
      case 'loading':
        return <Skeleton rows={6} />;
      case 'error':
        return <PageError onRetry={channels.retry} />;
      case 'ready':
        return channels.channels.chat === null ? (
          <PageEmpty message={text.noChannels} />
        ) : (
          <ChatFrame chat={channels.channels.chat} channels={channels.channels} />
        );
      default:
        return channels satisfies never;
    }
  })();
  return (
    <div className={styles.stage}>
      <Button tone="secondary" onClick={() => navigate(routePaths.customerService)}>
        {text.backToCustomerService}
      </Button>
      {content}
    </div>
  );
}

/**
 * The chat, or, when its host cannot be reached (issue 21 item 8), the member's language in place of the browser's
 * error page: what happened, a retry, and the site's other ways to reach customer service.
 */
function ChatFrame({ chat, channels }: { chat: string; channels: CustomerServiceChannels }) {
  const text = useMessages(appCatalog).help;
  const host = useHostReachable(chat);
  if (host.state === 'unreachable') {
    return (
      <>
        <section className={styles.unreachable} role="alert">
          <p className={styles.unreachableMessage}>{text.chatUnreachable}</p>
          <Button tone="secondary" onClick={host.retry}>
            {text.chatRetry}
          </Button>
        </section>
        <CustomerServiceChannelList channels={channels} title={text.otherContactWays} withoutChatInApp />
      </>
    );
  }
  return (
    <EmbeddedFrame
      src={chat}
      title={text.chatFrameTitle}
      content="chat"
      sandbox={CHAT_SANDBOX}
      origin="separate"
    />
  );
}
