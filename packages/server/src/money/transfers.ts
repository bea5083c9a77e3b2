import { and, asc, eq, inArray } from 'drizzle-orm';
import { ledgerAccounts } from '../db/schema/ledger.ts';
import { ApiError } from '../http/apiError.ts';
import { memberAccount } from './ledger/accounts.ts';
import type { MoneyTransaction } from './ledger/executor.ts';
import { type PostedEntry, postLedgerTransaction } from './ledger/postTransaction.ts';
import { refusingOverdraft } from './ledgerErrors.ts';
import type { MemberRef, OperationMeta } from './memberContext.ts';
import { siteMoneySettings } from './siteMoneySettings.ts';
import { findVenue } from './venueWallets.ts';

export type TransferDirection = 'to_venue' | 'to_central';

export type TransferRequest = { walletCode: string; direction: TransferDirection; amountMinor: number };

function balanceAfter(entries: readonly PostedEntry[], kind: 'central' | 'venue'): number {
  const entry = entries.find((candidate) => candidate.account.kind === kind);
  if (!entry) throw new Error(`transfer posted no ${kind} entry`);
  return entry.balanceAfterMinor;
}

/** Moves money between the member's central wallet and one venue wallet (same currency, no fee). */
export async function transferWithVenue(
  transaction: MoneyTransaction,
  member: MemberRef,
  request: TransferRequest,
  meta: OperationMeta & { ledgerKey: string },
) {
  const venue = await findVenue(transaction, member.siteCode, request.walletCode);
  if (!venue) throw new ApiError('VENUE_WALLET_NOT_FOUND', { field: 'walletCode' });
  if (venue.maintenance) throw new ApiError('VENUE_UNDER_MAINTENANCE', { field: 'walletCode' });
  const currency = siteMoneySettings(member.siteCode).centralCurrency;
  const central = memberAccount(member.siteCode, member.id, 'central', currency);
  const venueAccount = memberAccount(member.siteCode, member.id, 'venue', currency, venue.walletCode);
  const toVenue = request.direction === 'to_venue';
  const result = await refusingOverdraft(() =>
    postLedgerTransaction(transaction, {
      siteCode: member.siteCode,
      memberId: member.id,
      kind: toVenue ? 'transfer_to_venue' : 'transfer_from_venue',
      actor: meta.actor,
      requestId: meta.requestId,
      idempotencyKey: meta.ledgerKey,
      referenceId: venue.walletCode,
      description: venue.name,
      postings: [
        { account: central, amountMinor: toVenue ? -request.amountMinor : request.amountMinor },
        { account: venueAccount, amountMinor: toVenue ? request.amountMinor : -request.amountMinor },
      ],
    }),
  );
  if (result.outcome === 'duplicate')
    throw new Error(`ledger key ${meta.ledgerKey} reused outside idempotency`);
  return {
    walletCode: venue.walletCode,
    currency,
    centralBalanceMinor: balanceAfter(result.entries, 'central'),
    venueBalanceMinor: balanceAfter(result.entries, 'venue'),
  };
}

/**
 * Brings every non-empty venue wallet of the member back to the central wallet, one ledger transaction per
 * venue. Venues under maintenance keep their money (their provider cannot release it) and are listed.
 */
export async function recallAllVenueWallets(
  transaction: MoneyTransaction,
  member: MemberRef,
  meta: OperationMeta & { ledgerKey: string },
) {
  const currency = siteMoneySettings(member.siteCode).centralCurrency;
  // Lock the central and every venue account of the member in id order (the order postings lock in), so the
  // balances read here stay exact and a concurrent transfer cannot deadlock with the recall.
  const accounts = await transaction
    .select({
      kind: ledgerAccounts.kind,
      walletCode: ledgerAccounts.walletCode,
      balanceMinor: ledgerAccounts.balanceMinor,
    })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.memberId, member.id),
        inArray(ledgerAccounts.kind, ['central', 'venue']),
        eq(ledgerAccounts.currency, currency),
      ),
    )
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
  const funded = accounts.filter((account) => account.kind === 'venue' && account.balanceMinor > 0);
  let recalledMinor = 0;
  const skippedWalletCodes: string[] = [];
  let centralBalanceMinor: number | null = null;
  for (const wallet of funded) {
    const venue = await findVenue(transaction, member.siteCode, wallet.walletCode);
    if (!venue || venue.maintenance) {
      skippedWalletCodes.push(wallet.walletCode);
      continue;
    }
    const moved = await transferWithVenue(
      transaction,
      member,
      { walletCode: wallet.walletCode, direction: 'to_central', amountMinor: wallet.balanceMinor },
      { ...meta, ledgerKey: `${meta.ledgerKey}:${wallet.walletCode}` },
    );
    recalledMinor += wallet.balanceMinor;
    centralBalanceMinor = moved.centralBalanceMinor;
  }
  centralBalanceMinor ??= accounts.find((account) => account.kind === 'central')?.balanceMinor ?? 0;
  return { currency, recalledMinor, centralBalanceMinor, skippedWalletCodes };
}
