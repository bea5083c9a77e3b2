import { routePaths } from '@platform/domain';
import { ListCell, ListGroup, PageEmpty, useMessages } from '@platform/ui';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { appCatalog } from '../../i18n/appCatalog.ts';
import type { CustomerServiceChannels } from './useCustomerServiceChannels.ts';

/** A third-party page opens in a new tab, without an opener or a referrer: the app keeps its place. */
function openOutside(link: string) {
  return (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    window.open(link, '_blank', 'noopener,noreferrer');
  };
}

/**
 * The site's ways to reach customer service (live chat in the app or the browser, WhatsApp where configured).
 * `withoutChatInApp`: the list under a chat frame that failed, which offers every way but that one.
 */
export function CustomerServiceChannelList({
  channels,
  title,
  withoutChatInApp = false,
}: {
  channels: CustomerServiceChannels;
  title: string;
  withoutChatInApp?: boolean;
}) {
  const text = useMessages(appCatalog).help;
  const navigate = useNavigate();
  if (channels.chat === null && channels.whatsApp === null) return <PageEmpty message={text.noChannels} />;
  return (
    <ListGroup title={title}>
      {channels.chat === null ? null : (
        <>
          {withoutChatInApp ? null : (
            <ListCell
              title={text.chatInApp}
              description={text.chatInAppDescription}
              href={routePaths.iframeCustomerService}
              onClick={(event) => {
                event.preventDefault();
                navigate(routePaths.iframeCustomerService);
              }}
            />
          )}
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
