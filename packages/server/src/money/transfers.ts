import { and, asc, eq, inArray } from 'drizzle-orm';
import { ledgerAccounts } from '../db/schema/ledger.ts';
import { ApiError } from '../errors/apiError.ts';
import { memberAccount } from '../ledger/accounts.ts';
import { databaseErrorOf } from '../ledger/databaseError.ts';
import type { MoneyTransaction } from '../ledger/executor.ts';
import {
  VENUE_NOT_FOUND_SQLSTATE,
  VENUE_TRANSFER_FUNCTION,
  VENUE_UNDER_MAINTENANCE_SQLSTATE,
} from '../ledger/postingProcedure.ts';
import {
  type LedgerTransactionInput,
  type PostedEntry,
  postLedgerTransaction,
} from '../ledger/postTransaction.ts';
import { siteMoneySettings } from '../ledger/siteMoneySettings.ts';
import { refusingOverdraft } from './ledgerErrors.ts';
import type { MemberRef, OperationMeta } from './memberContext.ts';
import { findVenue } from './venueWallets.ts';

export type TransferDirection = 'to_venue' | 'to_central';

export type TransferRequest = { walletCode: string; direction: TransferDirection; amountMinor: number };

function balanceAfter(entries: readonly PostedEntry[], kind: 'central' | 'venue'): number {
  const entry = entries.find((candidate) => candidate.account.kind === kind);
  if (!entry) throw new Error(`transfer posted no ${kind} entry`);
  return entry.balanceAfterMinor;
}

type Venue = NonNullable<Awaited<ReturnType<typeof findVenue>>>;

/**
 * The ledger transaction of a transfer (central <-> venue, same currency, no fee) and its reply. Its description
 * is left empty: the venue transfer function, or the recall, fills in the venue's name.
 */
function venueTransfer(
  member: MemberRef,
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
    referenceId: request.walletCode,
    postings: [
      {
        account: memberAccount(member.siteCode, member.id, 'central', currency),
        amountMinor: toVenue ? -request.amountMinor : request.amountMinor,
      },
      {
        account: memberAccount(member.siteCode, member.id, 'venue', currency, request.walletCode),
        amountMinor: toVenue ? request.amountMinor : -request.amountMinor,
      },
    ],
  };
  // the balances are filled in from the posting, in the order of its postings
  const reply = { walletCode: request.walletCode, currency, centralBalanceMinor: 0, venueBalanceMinor: 0 };
  return { posting, reply, balanceFields: ['centralBalanceMinor', 'venueBalanceMinor'] as const };
}

/** The venue transfer function's refusals as the member-facing errors (null for any other failure). */
function venueRefusalOf(error: unknown): ApiError | null {
  const code = databaseErrorOf(error)?.code;
  if (code === VENUE_NOT_FOUND_SQLSTATE)
    return new ApiError('VENUE_WALLET_NOT_FOUND', { field: 'walletCode' });
  if (code === VENUE_UNDER_MAINTENANCE_SQLSTATE)
    return new ApiError('VENUE_UNDER_MAINTENANCE', { field: 'walletCode' });
  return null;
}

/**
 * A member's transfer as one statement (`ledger_venue_transfer_v1`) for the idempotency runner's
 * `inPostingStatement` strategy: the venue's checks, the claim of the key, the posting and the stored reply
 * commit together. A finished request under the key replays even when its venue has gone under maintenance since.
 */
export function venueTransferStatement(
  member: MemberRef,
  request: TransferRequest,
  meta: OperationMeta & { ledgerKey: string },
) {
  return {
    ...venueTransfer(member, request, meta),
    procedure: VENUE_TRANSFER_FUNCTION as typeof VENUE_TRANSFER_FUNCTION,
  };
}

/** Runs a transfer, answering its refusals (overdraft, unknown venue, maintenance) with the member-facing errors. */
export async function refusingVenueTransfer<Result>(transfer: () => Promise<Result>): Promise<Result> {
  try {
    return await refusingOverdraft(transfer);
  } catch (error) {
    throw venueRefusalOf(error) ?? error;
  }
}

/** One transfer inside the caller's transaction (recall all moves several wallets under one key). */
async function transferWithVenue(
  transaction: MoneyTransaction,
  member: MemberRef,
  venue: Venue,
  request: TransferRequest,
  meta: OperationMeta & { ledgerKey: string },
) {
  const { posting, reply } = venueTransfer(member, request, meta);
  const result = await refusingOverdraft(() =>
    postLedgerTransaction(transaction, { ...posting, description: venue.name }),
  );
  if (result.outcome === 'duplicate')
    throw new Error(`ledger key ${meta.ledgerKey} reused outside idempotency`);
  return {
    ...reply,
    centralBalanceMinor: balanceAfter(result.entries, 'central'),
    venueBalanceMinor: balanceAfter(result.entries, 'venue'),
  };
}

/**
 * A member's transfer inside the caller's transaction, with the venue function's refusals (unknown venue, under
 * maintenance) and the same reply: for a transfer-in that is checked in its transaction first (safer play).
 */
export async function transferToVenueInTransaction(
  transaction: MoneyTransaction,
  member: MemberRef,
  request: TransferRequest,
  meta: OperationMeta & { ledgerKey: string },
) {
  const venue = await findVenue(transaction, member.siteCode, request.walletCode);
  if (!venue) throw new ApiError('VENUE_WALLET_NOT_FOUND', { field: 'walletCode' });
  if (venue.maintenance) throw new ApiError('VENUE_UNDER_MAINTENANCE', { field: 'walletCode' });
  return transferWithVenue(transaction, member, venue, request, meta);
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
