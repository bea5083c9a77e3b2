import { minorUnitsToDecimalString } from '@platform/domain';
import { asc, eq } from 'drizzle-orm';
import { saferPlayExclusions } from '../db/schema/saferPlay.ts';
import type { MoneyExecutor } from '../ledger/executor.ts';
import { siteMoneySettings } from '../ledger/siteMoneySettings.ts';
import { confirmableAt, limitRowsOf } from './limits.ts';
import type { MemberRef } from './memberRef.ts';
import { saferPlaySettingsOf } from './settings.ts';

/** A limit's value as an operator reads it: money with its currency, minutes for the session limit, or none. */
function limitText(kind: string, value: number | null, currency: string): string {
  if (value === null) return 'none';
  return kind === 'session' ? `${value} min` : `${minorUnitsToDecimalString(value)} ${currency}`;
}

/** The operator's view of a member's limits and breaks (`safer-play <site> <username>`): read only. */
export async function describeSaferPlay(
  database: MoneyExecutor,
  member: MemberRef,
  output: (line: string) => void,
  now: Date,
): Promise<void> {
  const settings = saferPlaySettingsOf(member.siteCode);
  output(
    settings
      ? `Safer play on ${member.siteCode} (exclusion group ${settings.exclusionGroup}):`
      : `Site ${member.siteCode} offers no safer play; anything recorded is shown but not enforced.`,
  );
  const currency = siteMoneySettings(member.siteCode).centralCurrency;
  const limits = await limitRowsOf(database, member.id);
  output(`Limits (${limits.length}):`);
  for (const row of limits) {
    const waiting = confirmableAt(row);
    const pending = waiting
      ? `; ${limitText(row.kind, row.pendingValue, currency)} asked for, confirmable from ${waiting.toISOString()}`
      : '';
    output(`  ${row.kind} per ${row.period}: ${limitText(row.kind, row.value, currency)}${pending}`);
  }
  const breaks = await database
    .select()
    .from(saferPlayExclusions)
    .where(eq(saferPlayExclusions.memberId, member.id))
    .orderBy(asc(saferPlayExclusions.startedAt));
  output(`Time-outs and self-exclusions (${breaks.length}):`);
  for (const row of breaks) {
    const inForce = row.endsAt === null || row.endsAt.getTime() > now.getTime();
    output(
      `  ${row.kind} from ${row.startedAt.toISOString()} to ${row.endsAt?.toISOString() ?? 'permanent'} (group ${row.exclusionGroup}, ${inForce ? 'in force: cannot be lifted' : 'ended'})`,
    );
  }
}
