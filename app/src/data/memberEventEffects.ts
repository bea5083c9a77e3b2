import type { ApiClient, MemberEvent } from '@platform/api-client';
import { BALANCE_WALLETS } from '@platform/contract';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { engagementKeys } from './engagement.ts';
import { financeKeys } from './finance.ts';
import { messageKeys } from './messages.ts';
import { queryKeys } from './queryKeys.ts';

/** The caches showing the central balance: the wallet card and my assets. */
const centralBalanceKeys: readonly QueryKey[] = [queryKeys.balance, financeKeys.myAssets];

function walletQueries(wallet: string): readonly QueryKey[] {
  switch (wallet) {
    case BALANCE_WALLETS.central:
    case BALANCE_WALLETS.withdrawalHold:
      return centralBalanceKeys;
    case BALANCE_WALLETS.virtual:
      return [financeKeys.myAssets];
    default:
      return [queryKeys.venueWallets];
  }
}

/**
 * What each live event makes stale in the member's cache: every page showing it re-reads it through its ordinary
 * endpoint (the stream says what changed, never the new state in full), and a page not open reads it fresh when it
 * opens. An exhaustive switch, so a new event name in the contract fails the build here until it is mapped.
 */
export function staleQueriesOf(event: MemberEvent): readonly QueryKey[] {
  switch (event.name) {
    case 'balance.changed':
      return walletQueries(event.payload.wallet);
    case 'deposit.approved':
    case 'deposit.expired':
      return [financeKeys.depositOrder(event.payload.orderId)];
    case 'withdrawal.requested':
    case 'withdrawal.paid':
    case 'withdrawal.rejected':
      return [financeKeys.withdrawal(event.payload.withdrawalId)];
    case 'venueTransfer.completed':
      return [...centralBalanceKeys, queryKeys.venueWallets];
    case 'message.arrived':
      return [messageKeys.list];
    case 'task.claimable':
      return [queryKeys.taskScope];
    case 'vip.levelChanged':
      return [queryKeys.vip, queryKeys.memberInfo, engagementKeys.vipLevels];
    case 'maintenance.changed':
      // A venue's flag shows on its games and its wallet; site-wide maintenance on both as well.
      return [queryKeys.gameCategories, queryKeys.venueWallets];
    case 'session.revoked':
      // The stream client signs the tab out (the session-invalid handling clears the member's cache).
      return [];
    default:
      return event satisfies never;
  }
}

/**
 * Applies one live event to the cache: the unread count arrives with its event and is written at once; everything
 * else is marked stale and re-read. The client's refresh throttles are reset first, or the balance and member info
 * would come back from the throttle's last answer instead of the server.
 */
export function applyMemberEvent(event: MemberEvent, client: ApiClient, queryClient: QueryClient): void {
  if (event.name === 'message.arrived')
    queryClient.setQueryData(queryKeys.unreadCount, { unread: event.payload.unread });
  const stale = staleQueriesOf(event);
  if (stale.length === 0) return;
  client.resetThrottles();
  for (const queryKey of stale) void queryClient.invalidateQueries({ queryKey });
}

/**
 * When a stream opens, the status polls stop; a decision that committed after a page's last poll but before the
 * stream's first event would then never show. The pages watching a status read it once more (a resumed stream
 * replays what it missed, but a first one starts from now).
 */
export function catchUpWhenStreamOpens(queryClient: QueryClient): void {
  for (const queryKey of [financeKeys.depositOrders, financeKeys.withdrawals])
    void queryClient.invalidateQueries({ queryKey });
}
