import { rollingPeriodMs } from '@platform/domain';
import { ApiError } from '../errors/apiError.ts';
import type { MoneyTransaction } from '../ledger/executor.ts';
import { siteMoneySettings } from '../ledger/siteMoneySettings.ts';
import { requireDepositLimitChoice } from './depositLimitChoice.ts';
import { refuseDuringExclusion } from './exclusions.ts';
import { limitRowsOf } from './limits.ts';
import { lockMemberSaferPlay } from './memberLock.ts';
import type { MemberRef } from './memberRef.ts';
import { saferPlayRefusal } from './refusal.ts';
import { minutesSignedIn } from './sessionTime.ts';
import { saferPlaySettingsOf } from './settings.ts';
import { depositUsage, lossExposure, lossUsage, resetTime } from './usage.ts';

type RollingPeriod = keyof typeof rollingPeriodMs;
const isRolling = (period: string): period is RollingPeriod => Object.hasOwn(rollingPeriodMs, period);

/**
 * Checks a deposit order against the member's break and deposit limits, in the transaction that places it (the
 * member's safer-play lock held to its end, so concurrent orders are counted one after another). A no-op on a
 * site without safer play. Only central-currency orders count against a limit (limits are in that currency); an
 * exchange into that currency is checked here too, as the deposit it is (a USDT order counts when exchanged).
 */
export async function enforceDepositRules(
  transaction: MoneyTransaction,
  member: MemberRef,
  order: { currency: string; amountMinor: number },
  now: Date,
): Promise<void> {
  const settings = saferPlaySettingsOf(member.siteCode);
  if (!settings) return;
  await lockMemberSaferPlay(transaction, member.id);
  await refuseDuringExclusion(transaction, settings, member.id, now);
  await requireDepositLimitChoice(transaction, settings, member.id);
  const currency = siteMoneySettings(member.siteCode).centralCurrency;
  if (!settings.depositLimits || order.currency !== currency) return;
  for (const limit of await limitRowsOf(transaction, member.id, 'deposit')) {
    if (limit.value === null || !isRolling(limit.period)) continue;
    const usage = await depositUsage(transaction, member.id, currency, limit.period, now);
    if (usage.used + order.amountMinor > limit.value)
      throw saferPlayRefusal('DEPOSIT_LIMIT_EXCEEDED', {
        left: { amountMinor: Math.max(0, limit.value - usage.used), currency },
        resetsAt: resetTime(usage, limit.period),
      });
  }
}

/**
 * Checks a transfer into a venue (`transferInMinor`) or a game launch against the member's break, loss limits and
 * session-time limit, in the transaction of that movement. A transfer-in is refused when, added to the net loss and
 * the money already in venue wallets (all of which could still be lost: `lossExposure`), it would pass a loss
 * limit; a launch once the net loss has reached it.
 */
export async function enforcePlayRules(
  transaction: MoneyTransaction,
  member: MemberRef,
  play: { sessionToken: string; transferInMinor?: number },
  now: Date,
): Promise<void> {
  const settings = saferPlaySettingsOf(member.siteCode);
  if (!settings) return;
  await lockMemberSaferPlay(transaction, member.id);
  await refuseDuringExclusion(transaction, settings, member.id, now);
  const limits = await limitRowsOf(transaction, member.id);
  const currency = siteMoneySettings(member.siteCode).centralCurrency;
  for (const limit of limits) {
    if (limit.value === null) continue;
    if (limit.kind === 'loss' && settings.lossLimits && isRolling(limit.period)) {
      const transferIn = play.transferInMinor;
      const usage =
        transferIn === undefined
          ? await lossUsage(transaction, member.id, limit.period, now)
          : await lossExposure(transaction, member.id, limit.period, now);
      const left = limit.value - usage.used;
      if (left <= 0 || (transferIn ?? 0) > left)
        throw saferPlayRefusal('LOSS_LIMIT_EXCEEDED', {
          left: { amountMinor: Math.max(0, left), currency },
          resetsAt: resetTime(usage, limit.period),
        });
    }
    if (limit.kind === 'session' && settings.sessionTimeLimit) {
      const minutes = await minutesSignedIn(transaction, play.sessionToken, now);
      if (minutes >= limit.value) throw new ApiError('SESSION_TIME_LIMIT_REACHED');
    }
  }
}
