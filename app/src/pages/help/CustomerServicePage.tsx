import { routePaths } from '@platform/domain';
import { ListCell, ListGroup, PageColumn, PageEmpty, PageError, Skeleton, useMessages } from '@platform/ui';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { type CustomerServiceChannels, useCustomerServiceChannels } from './useCustomerServiceChannels.ts';

/** A third-party page opens in a new tab, without an opener or a referrer: the app keeps its place. */
function openOutside(link: string) {
  return (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    window.open(link, '_blank', 'noopener,noreferrer');
  };
}

/** `/app/customer`: the site's customer-service channels (live chat in the app or the browser, WhatsApp). */
export default function CustomerServicePage() {
  const channels = useCustomerServiceChannels();
  const content = (() => {
    switch (channels.status) {
      case 'loading':
        return <Skeleton rows={3} />;
      case 'error':
        return <PageError onRetry={channels.retry} />;
      case 'ready':
        return <ChannelList channels={channels.channels} />;
      default:
        return channels satisfies never;
    }
  })();
  return <PageColumn>{content}</PageColumn>;
}

function ChannelList({ channels }: { channels: CustomerServiceChannels }) {
  const text = useMessages(appCatalog).help;
  const navigate = useNavigate();
  if (channels.chat === null && channels.whatsApp === null) return <PageEmpty message={text.noChannels} />;
  return (
    <ListGroup title={text.channelsTitle}>
      {channels.chat === null ? null : (
        <>
          <ListCell
            title={text.chatInApp}
            description={text.chatInAppDescription}
            href={routePaths.iframeCustomerService}
            onClick={(event) => {
              event.preventDefault();
              navigate(routePaths.iframeCustomerService);
            }}
          />
          <ListCell
            title={text.chatInBrowser}
            description={text.chatInBrowserDescription}
            href={channels.chat}
            onClick={openOutside(channels.chat)}
          />
        </>
      )}
      {channels.whatsApp === null ? null : (
        <ListCell
          title={text.whatsApp}
          description={text.whatsAppDescription}
          href={channels.whatsApp}
          onClick={openOutside(channels.whatsApp)}
        />
      )}
    </ListGroup>
  );
}
