import { and, asc, eq, inArray } from 'drizzle-orm';
import { ledgerAccounts } from '../db/schema/ledger.ts';
import { ApiError } from '../http/apiError.ts';
import { finishedOutcome, type IdempotentRequest } from './idempotency.ts';
import { runIdempotentPosting } from './idempotentPosting.ts';
import { memberAccount } from './ledger/accounts.ts';
import type { MoneyExecutor, MoneyTransaction } from './ledger/executor.ts';
import {
  type LedgerTransactionInput,
  type PostedEntry,
  postLedgerTransaction,
} from './ledger/postTransaction.ts';
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

type Venue = NonNullable<Awaited<ReturnType<typeof findVenue>>>;

/** The venue of a transfer, or the refusal: unknown wallet code, or its provider under maintenance. */
async function transferableVenue(
  database: MoneyExecutor,
  member: MemberRef,
  walletCode: string,
): Promise<Venue | ApiError> {
  const venue = await findVenue(database, member.siteCode, walletCode);
  if (!venue) return new ApiError('VENUE_WALLET_NOT_FOUND', { field: 'walletCode' });
  if (venue.maintenance) return new ApiError('VENUE_UNDER_MAINTENANCE', { field: 'walletCode' });
  return venue;
}

/** The ledger transaction of a transfer (central <-> venue, same currency, no fee) and its reply. */
function venueTransfer(
  member: MemberRef,
  venue: Venue,
  request: TransferRequest,
  meta: OperationMeta & { ledgerKey: string },
) {
  const currency = siteMoneySettings(member.siteCode).centralCurrency;
  const toVenue = request.direction === 'to_venue';
  const posting: LedgerTransactionInput = {
    siteCode: member.siteCode,
    memberId: member.id,
    kind: toVenue ? 'transfer_to_venue' : 'transfer_from_venue',
    actor: meta.actor,
    requestId: meta.requestId,
    idempotencyKey: meta.ledgerKey,
    referenceId: venue.walletCode,
    description: venue.name,
    postings: [
      {
        account: memberAccount(member.siteCode, member.id, 'central', currency),
        amountMinor: toVenue ? -request.amountMinor : request.amountMinor,
      },
      {
        account: memberAccount(member.siteCode, member.id, 'venue', currency, venue.walletCode),
        amountMinor: toVenue ? request.amountMinor : -request.amountMinor,
      },
    ],
  };
  // the balances are filled in from the posting, in the order of its postings
  const reply = { walletCode: venue.walletCode, currency, centralBalanceMinor: 0, venueBalanceMinor: 0 };
  return { posting, reply, balanceFields: ['centralBalanceMinor', 'venueBalanceMinor'] as const };
}

/**
 * A member's transfer request, once per Idempotency-Key, in two round trips: the venue, then one statement that
 * claims the key, posts and stores the reply (`runIdempotentPosting`).
 */
export async function transferOnce(
  database: MoneyExecutor,
  member: MemberRef,
  request: TransferRequest,
  idempotent: IdempotentRequest,
  meta: OperationMeta & { ledgerKey: string },
) {
  const venue = await transferableVenue(database, member, request.walletCode);
  if (venue instanceof ApiError) {
    const earlier = await finishedOutcome<ReturnType<typeof venueTransfer>['reply']>(database, idempotent);
    if (earlier) return earlier;
    throw venue;
  }
  return refusingOverdraft(() =>
    runIdempotentPosting(database, idempotent, venueTransfer(member, venue, request, meta)),
  );
}

/** One transfer inside the caller's transaction (recall all moves several wallets under one key). */
async function transferWithVenue(
  transaction: MoneyTransaction,
  member: MemberRef,
  venue: Venue,
  request: TransferRequest,
  meta: OperationMeta & { ledgerKey: string },
) {
  const { posting } = venueTransfer(member, venue, request, meta);
  const result = await refusingOverdraft(() => postLedgerTransaction(transaction, posting));
  if (result.outcome === 'duplicate')
    throw new Error(`ledger key ${meta.ledgerKey} reused outside idempotency`);
  return { centralBalanceMinor: balanceAfter(result.entries, 'central') };
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
      venue,
      { walletCode: wallet.walletCode, direction: 'to_central', amountMinor: wallet.balanceMinor },
      { ...meta, ledgerKey: `${meta.ledgerKey}:${wallet.walletCode}` },
    );
    recalledMinor += wallet.balanceMinor;
    centralBalanceMinor = moved.centralBalanceMinor;
  }
  centralBalanceMinor ??= accounts.find((account) => account.kind === 'central')?.balanceMinor ?? 0;
  return { currency, recalledMinor, centralBalanceMinor, skippedWalletCodes };
}
