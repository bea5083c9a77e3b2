import { PageColumn, PageError, Skeleton, useMessages } from '@platform/ui';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { CustomerServiceChannelList } from './CustomerServiceChannelList.tsx';
import { useCustomerServiceChannels } from './useCustomerServiceChannels.ts';

/** `/app/customer`: the site's customer-service channels (live chat in the app or the browser, WhatsApp). */
export default function CustomerServicePage() {
  const text = useMessages(appCatalog).help;
  const channels = useCustomerServiceChannels();
  const content = (() => {
    switch (channels.status) {
      case 'loading':
        return <Skeleton rows={3} />;
      case 'error':
        return <PageError onRetry={channels.retry} />;
      case 'ready':
        return <CustomerServiceChannelList channels={channels.channels} title={text.channelsTitle} />;
      default:
        return channels satisfies never;
    }
  })();
  return <PageColumn>{content}</PageColumn>;
}
