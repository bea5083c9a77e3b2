import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { siteMoneySettings } from '../ledger/siteMoneySettings.ts';

/** What one event adds towards the VIP levels (site currency, minor units). */
export type VipProgress = { depositMinor?: number; turnoverMinor?: number };

/**
 * Adds an event's deposit and turnover to the member's VIP totals and raises the level to the highest one whose
 * deposit AND turnover requirements (`vip_levels`) the new totals meet; a level is never lowered. One statement,
 * so concurrent events on one member serialise on the member row and each addition counts once. Callers run it
 * inside the transaction of the event, and only when that event was recorded for the first time.
 */
export async function addVipProgress(
  database: Database,
  memberId: string,
  progress: VipProgress,
): Promise<void> {
  const depositMinor = progress.depositMinor ?? 0;
  const turnoverMinor = progress.turnoverMinor ?? 0;
  if (depositMinor === 0 && turnoverMinor === 0) return;
  await database.execute(sql`
    update members m
    set deposit_total_minor = m.deposit_total_minor + ${depositMinor},
        turnover_total_minor = m.turnover_total_minor + ${turnoverMinor},
        vip_level = greatest(m.vip_level, coalesce((
          select max(v.level) from vip_levels v
          where v.site_code = m.site_code
            and v.deposit_requirement_minor <= m.deposit_total_minor + ${depositMinor}
            and v.turnover_requirement_minor <= m.turnover_total_minor + ${turnoverMinor}
        ), m.vip_level))
    where m.id = ${memberId}
  `);
}

/**
 * The part of a deposit that counts towards the VIP deposit requirement: the levels are set in the site's
 * central currency, so a deposit in it counts in full; a virtual-currency deposit counts for tasks but not here
 * (converting it would need a rate the approval does not carry).
 */
export function vipDepositMinor(siteCode: string, currency: string, amountMinor: number): number {
  return currency === siteMoneySettings(siteCode).centralCurrency ? amountMinor : 0;
}
