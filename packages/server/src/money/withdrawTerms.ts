import { and, eq, ne, sql } from 'drizzle-orm';
import { depositOrders } from '../db/schema/paymentTables.ts';
import { betRecords } from '../db/schema/recordTables.ts';
import type { MoneyExecutor } from '../ledger/executor.ts';
import { siteMoneySettings } from '../ledger/siteMoneySettings.ts';
import type { MemberRef } from './memberContext.ts';

/**
 * What the withdraw page shows before a withdrawal: the site's fee rate and how much the member still has to
 * stake to meet the turnover of their approved deposits (central currency; voided bets staked nothing).
 * The turnover is reported, not enforced: the operator weighs it when deciding the withdrawal.
 */
export async function withdrawTerms(database: MoneyExecutor, member: MemberRef) {
  const settings = siteMoneySettings(member.siteCode);
  const [[deposited], [staked]] = await Promise.all([
    database
      .select({ total: sql<string | null>`sum(${depositOrders.amountMinor})` })
      .from(depositOrders)
      .where(
        and(
          eq(depositOrders.memberId, member.id),
          eq(depositOrders.status, 'approved'),
          eq(depositOrders.currency, settings.centralCurrency),
        ),
      ),
    database
      .select({ total: sql<string | null>`sum(${betRecords.stakeMinor})` })
      .from(betRecords)
      .where(
        and(
          eq(betRecords.memberId, member.id),
          ne(betRecords.status, 'void'),
          eq(betRecords.currency, settings.centralCurrency),
        ),
      ),
  ]);
  const required = Number(deposited?.total ?? 0) * settings.turnoverMultiple;
  return {
    currency: settings.centralCurrency,
    feeBasisPoints: settings.withdrawalFeeBasisPoints,
    turnoverMultiple: settings.turnoverMultiple,
    remainingTurnoverMinor: Math.max(0, required - Number(staked?.total ?? 0)),
  };
}
