import {
  exchangeAmount,
  floorToTwoDecimals,
  minorUnitsToDecimalString,
  parseAmountToMinorUnits,
} from '@platform/domain';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { exchangeQuotes, exchangeRates } from '../db/schema/exchangeTables.ts';
import { ApiError } from '../errors/apiError.ts';
import { memberAccount, systemAccount } from '../ledger/accounts.ts';
import type { MoneyExecutor, MoneyTransaction } from '../ledger/executor.ts';
import { type PostedEntry, postLedgerTransaction } from '../ledger/postTransaction.ts';
import { siteMoneySettings, walletKindFor } from '../ledger/siteMoneySettings.ts';
import { enforceDepositRules } from '../saferPlay/enforcement.ts';
import { refusingOverdraft } from './ledgerErrors.ts';
import type { MemberRef, OperationMeta } from './memberContext.ts';

/** How long a quoted rate holds. */
export const EXCHANGE_QUOTE_LIFETIME_MS = 60_000;

/** Postgres prints numeric(20,8) with trailing zeros; '7.25000000' reads better as '7.25'. */
function plainRate(rate: string): string {
  return rate.includes('.') ? rate.replace(/0+$/, '').replace(/\.$/, '') : rate;
}

export async function exchangeRatesOf(database: MoneyExecutor, siteCode: string) {
  const rows = await database
    .select({
      fromCurrency: exchangeRates.fromCurrency,
      toCurrency: exchangeRates.toCurrency,
      rate: exchangeRates.rate,
    })
    .from(exchangeRates)
    .where(eq(exchangeRates.siteCode, siteCode))
    .orderBy(asc(exchangeRates.fromCurrency), asc(exchangeRates.toCurrency));
  return rows.map((row) => ({
    ...row,
    rate: plainRate(row.rate),
    rateDisplay: floorToTwoDecimals(row.rate),
  }));
}

/** The received amount of an exchange: the domain's exchange helper, floored to the cent, so value is never created. */
export function exchangedMinor(fromAmountMinor: number, rate: string): number {
  return parseAmountToMinorUnits(exchangeAmount(minorUnitsToDecimalString(fromAmountMinor), rate)) ?? 0;
}

type QuoteRow = typeof exchangeQuotes.$inferSelect;

function quoteView(quote: QuoteRow) {
  return {
    quoteId: quote.id,
    fromCurrency: quote.fromCurrency,
    toCurrency: quote.toCurrency,
    rate: plainRate(quote.rate),
    rateDisplay: floorToTwoDecimals(quote.rate),
    fromAmountMinor: quote.fromAmountMinor,
    toAmountMinor: quote.toAmountMinor,
    expiresAt: quote.expiresAt.toISOString(),
  };
}

export async function quoteExchange(
  database: MoneyExecutor,
  member: MemberRef,
  request: { fromCurrency: string; toCurrency: string; amountMinor: number },
  now = new Date(),
) {
  const [pair] = await database
    .select({ rate: exchangeRates.rate })
    .from(exchangeRates)
    .where(
      and(
        eq(exchangeRates.siteCode, member.siteCode),
        eq(exchangeRates.fromCurrency, request.fromCurrency),
        eq(exchangeRates.toCurrency, request.toCurrency),
      ),
    );
  if (!pair) throw new ApiError('EXCHANGE_PAIR_UNAVAILABLE', { field: 'toCurrency' });
  const toAmountMinor = exchangedMinor(request.amountMinor, pair.rate);
  if (toAmountMinor < 1) throw new ApiError('EXCHANGE_AMOUNT_TOO_SMALL', { field: 'amountMinor' });
  const [quote] = await database
    .insert(exchangeQuotes)
    .values({
      siteCode: member.siteCode,
      memberId: member.id,
      fromCurrency: request.fromCurrency,
      toCurrency: request.toCurrency,
      rate: pair.rate,
      fromAmountMinor: request.amountMinor,
      toAmountMinor,
      expiresAt: new Date(now.getTime() + EXCHANGE_QUOTE_LIFETIME_MS),
      createdAt: now,
    })
    .returning();
  if (!quote) throw new Error('quote insert returned nothing');
  return quoteView(quote);
}

function balanceAfter(entries: readonly PostedEntry[], currency: string): number {
  const entry = entries.find(
    (candidate) => candidate.account.memberId !== null && candidate.account.currency === currency,
  );
  if (!entry) throw new Error(`exchange posted no member entry in ${currency}`);
  return entry.balanceAfterMinor;
}

/**
 * Executes a quote once: the quote is consumed with a conditional update (unused, unexpired, the member's own),
 * then the member pays the house in one currency and the house pays the member in the other, in one transaction.
 * An exchange into the central currency brings money to play with, so on a safer-play site it is refused during a
 * break and counted against deposit limits, in this transaction (a refusal rolls the quote's use back too).
 */
export async function executeExchange(
  transaction: MoneyTransaction,
  member: MemberRef,
  quoteId: string,
  meta: OperationMeta & { ledgerKey: string },
  now = new Date(),
) {
  const [quote] = await transaction
    .update(exchangeQuotes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(exchangeQuotes.id, quoteId),
        eq(exchangeQuotes.memberId, member.id),
        isNull(exchangeQuotes.usedAt),
        gt(exchangeQuotes.expiresAt, sql`now()`),
      ),
    )
    .returning();
  if (!quote) {
    const [existing] = await transaction
      .select({ usedAt: exchangeQuotes.usedAt })
      .from(exchangeQuotes)
      .where(and(eq(exchangeQuotes.id, quoteId), eq(exchangeQuotes.memberId, member.id)));
    if (!existing) throw new ApiError('EXCHANGE_QUOTE_NOT_FOUND', { field: 'quoteId' });
    throw new ApiError(existing.usedAt ? 'EXCHANGE_QUOTE_USED' : 'EXCHANGE_QUOTE_EXPIRED', {
      field: 'quoteId',
    });
  }
  const site = member.siteCode;
  if (quote.toCurrency === siteMoneySettings(site).centralCurrency)
    await enforceDepositRules(
      transaction,
      member,
      { currency: quote.toCurrency, amountMinor: quote.toAmountMinor },
      now,
    );
  const posted = await refusingOverdraft(() =>
    postLedgerTransaction(transaction, {
      siteCode: site,
      memberId: member.id,
      kind: 'exchange',
      actor: meta.actor,
      requestId: meta.requestId,
      idempotencyKey: meta.ledgerKey,
      referenceId: quote.id,
      description: `${quote.fromCurrency}->${quote.toCurrency} @ ${plainRate(quote.rate)}`,
      postings: [
        {
          account: memberAccount(
            site,
            member.id,
            walletKindFor(site, quote.fromCurrency),
            quote.fromCurrency,
          ),
          amountMinor: -quote.fromAmountMinor,
        },
        { account: systemAccount(site, 'house', quote.fromCurrency), amountMinor: quote.fromAmountMinor },
        { account: systemAccount(site, 'house', quote.toCurrency), amountMinor: -quote.toAmountMinor },
        {
          account: memberAccount(site, member.id, walletKindFor(site, quote.toCurrency), quote.toCurrency),
          amountMinor: quote.toAmountMinor,
        },
      ],
    }),
  );
  if (posted.outcome === 'duplicate')
    throw new Error(`ledger key ${meta.ledgerKey} reused outside idempotency`);
  return {
    quote: quoteView(quote),
    fromBalanceMinor: balanceAfter(posted.entries, quote.fromCurrency),
    toBalanceMinor: balanceAfter(posted.entries, quote.toCurrency),
  };
}
