import { useQuery } from '@tanstack/react-query';
import { useApiClient, useAppRuntime, useSignedIn } from '../../boot/AppRuntimeContext.tsx';
import { customerServiceLinksQuery } from '../../data/content.ts';
import { memberInfoQuery } from '../../data/member.ts';
import { customerServiceLinkFor } from './customerServiceLink.ts';

/** The site's customer-service channels as this member opens them; `null` for a channel the site does not have. */
export type CustomerServiceChannels = { chat: string | null; whatsApp: string | null };

export type ChannelsState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; channels: CustomerServiceChannels };

/**
 * The channels from the API, the chat link completed for a signed-in member. Where the site appends the username,
 * the links wait for the member's info: a member is never handed a link without their name.
 */
export function useCustomerServiceChannels(): ChannelsState {
  const client = useApiClient();
  const { config } = useAppRuntime();
  const signedIn = useSignedIn();
  const appendUsername = config.features.appendUsernameToCustomerServiceLink;
  const needsMember = signedIn && appendUsername;
  const links = useQuery(customerServiceLinksQuery(client));
  const member = useQuery({ ...memberInfoQuery(client), enabled: needsMember });
  if (links.isError || (needsMember && member.isError)) {
    return {
      status: 'error',
      retry: () => {
        if (links.isError) void links.refetch();
        if (member.isError) void member.refetch();
      },
    };
  }
  if (links.data === undefined || (needsMember && member.data === undefined)) return { status: 'loading' };
  const username = needsMember ? (member.data?.username ?? null) : null;
  return {
    status: 'ready',
    channels: {
      chat: links.data.customer_service
        ? customerServiceLinkFor(links.data.customer_service, username, appendUsername)
        : null,
      whatsApp: links.data.whatsAppUrl || null,
    },
  };
}
