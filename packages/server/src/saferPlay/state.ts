import { LIMIT_COOLING_OFF_MS, type LimitKind, type LimitPeriod, periodsOfLimit } from '@platform/domain';
import type { MoneyExecutor } from '../ledger/executor.ts';
import { siteMoneySettings } from '../ledger/siteMoneySettings.ts';
import { depositLimitAsked, depositLimitChoiceOf } from './depositLimitChoice.ts';
import { ownExclusion } from './exclusions.ts';
import { confirmableAt, limitRowsOf, offeredLimitKinds } from './limits.ts';
import type { MemberRef } from './memberRef.ts';
import { realityCheckSetting } from './realityCheck.ts';
import { minutesSignedIn } from './sessionTime.ts';
import type { SaferPlaySettings } from './settings.ts';
import { depositUsage, lossUsage, type PeriodUsage, resetTime } from './usage.ts';

async function usageOf(
  database: MoneyExecutor,
  member: MemberRef,
  sessionToken: string,
  kind: LimitKind,
  period: LimitPeriod,
  now: Date,
): Promise<{ used: number; resetsAt: Date | null }> {
  if (period === 'session')
    return { used: await minutesSignedIn(database, sessionToken, now), resetsAt: null };
  const usage: PeriodUsage =
    kind === 'deposit'
      ? await depositUsage(
          database,
          member.id,
          siteMoneySettings(member.siteCode).centralCurrency,
          period,
          now,
        )
      : await lossUsage(database, member.id, period, now);
  return { used: usage.used, resetsAt: resetTime(usage, period) };
}

/** The member's safer play as their page shows it: every offered limit, used and left now, and any break. */
export async function saferPlayState(
  database: MoneyExecutor,
  member: MemberRef,
  settings: SaferPlaySettings,
  sessionToken: string,
  now: Date,
) {
  const rows = await limitRowsOf(database, member.id);
  const limits = [];
  for (const kind of offeredLimitKinds(settings)) {
    for (const period of periodsOfLimit[kind]) {
      const row = rows.find((candidate) => candidate.kind === kind && candidate.period === period);
      const value = row?.value ?? null;
      const { used, resetsAt } = await usageOf(database, member, sessionToken, kind, period, now);
      const waitingSince = row ? confirmableAt(row) : null;
      limits.push({
        kind,
        period,
        value,
        used,
        left: value === null ? null : Math.max(0, value - used),
        resetsAt: resetsAt?.toISOString() ?? null,
        pending:
          row && waitingSince ? { value: row.pendingValue, confirmableAt: waitingSince.toISOString() } : null,
      });
    }
  }
  const exclusion = await ownExclusion(database, settings, member.id, now);
  return {
    features: {
      depositLimits: settings.depositLimits,
      lossLimits: settings.lossLimits,
      sessionTimeLimit: settings.sessionTimeLimit,
      timeOut: settings.timeOut,
      selfExclusion: settings.selfExclusion,
      activityStatement: settings.activityStatement,
    },
    currency: siteMoneySettings(member.siteCode).centralCurrency,
    coolingOffHours: LIMIT_COOLING_OFF_MS / 3_600_000,
    limits,
    depositLimitChoice: {
      asked: depositLimitAsked(settings),
      chosen: await depositLimitChoiceOf(database, member.id),
    },
    exclusion: exclusion
      ? {
          kind: exclusion.kind,
          startedAt: exclusion.startedAt.toISOString(),
          endsAt: exclusion.endsAt?.toISOString() ?? null,
        }
      : null,
    realityCheck: await realityCheckSetting(database, member.id, settings),
  };
}
