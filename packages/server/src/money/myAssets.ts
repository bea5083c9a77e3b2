import type { MoneyExecutor } from '../ledger/executor.ts';
import { memberBalance } from './balances.ts';
import type { MemberRef } from './memberContext.ts';
import { venueWalletsOf } from './venueWallets.ts';

/** Every wallet of the member for the "my assets" page, and their total in the central currency. */
export async function myAssets(database: MoneyExecutor, member: MemberRef) {
  const [balance, venues] = await Promise.all([
    memberBalance(database, member),
    venueWalletsOf(database, member),
  ]);
  const venueTotal = venues.reduce((sum, venue) => sum + venue.balanceMinor, 0);
  return {
    wallets: [
      {
        kind: 'central' as const,
        walletCode: '',
        name: 'central',
        currency: balance.currency,
        balanceMinor: balance.balanceMinor,
      },
      {
        kind: 'virtual' as const,
        walletCode: '',
        name: 'virtual',
        currency: balance.virtualCurrency,
        balanceMinor: balance.virtualBalanceMinor,
      },
      ...venues.map((venue) => ({
        kind: 'venue' as const,
        walletCode: venue.walletCode,
        name: venue.name,
        currency: venue.currency,
        balanceMinor: venue.balanceMinor,
      })),
    ],
    withdrawalPendingMinor: balance.withdrawalPendingMinor,
    centralCurrency: balance.currency,
    totalInCentralCurrencyMinor: balance.balanceMinor + balance.withdrawalPendingMinor + venueTotal,
  };
}
