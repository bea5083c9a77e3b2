import { HEARTBEAT_INTERVAL_MS } from '@platform/domain';
import { and, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import { gameSessions } from '../db/schema/engagement.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../db/schema/ledger.ts';
import { saferPlayRealityChecks } from '../db/schema/saferPlay.ts';
import { ApiError } from '../errors/apiError.ts';
import type { MoneyExecutor } from '../ledger/executor.ts';
import { siteMoneySettings } from '../ledger/siteMoneySettings.ts';
import type { MemberRef } from './memberRef.ts';
import type { SaferPlaySettings } from './settings.ts';

/**
 * A launch within this time of the game's last heartbeat continues its play session (a reload, a relaunch after
 * funding the venue): the time played and the reality checks count on instead of starting again. Two missed
 * heartbeats and a slow reload fit in it. Here, with the rule it serves; the games area's launch reads it.
 */
export const PLAY_SESSION_RESUME_MS = 2 * HEARTBEAT_INTERVAL_MS;

type RealityCheckSettings = NonNullable<SaferPlaySettings['realityCheck']>;
/** The game a status is about, as its launch named it. */
export type OpenGame = { gameId: string; platform: string };

const REALITY_CHECK_OFF = 0;

/** The site's reality checks, or 404 SAFER_PLAY_UNAVAILABLE where the config has none. */
export function requireRealityChecks(settings: SaferPlaySettings): RealityCheckSettings {
  if (!settings.realityCheck) throw new ApiError('SAFER_PLAY_UNAVAILABLE');
  return settings.realityCheck;
}

/** The interval the member chose, else the site's default (a default that is not a choice counts as off). */
export async function realityCheckInterval(
  database: MoneyExecutor,
  memberId: string,
  settings: RealityCheckSettings,
): Promise<number> {
  const [chosen] = await database
    .select({ minutes: saferPlayRealityChecks.intervalMinutes })
    .from(saferPlayRealityChecks)
    .where(eq(saferPlayRealityChecks.memberId, memberId));
  if (chosen) return chosen.minutes;
  return settings.intervalChoicesMinutes.includes(settings.defaultMinutes)
    ? settings.defaultMinutes
    : REALITY_CHECK_OFF;
}

/** The safer-play page's part: the choices and the member's interval. */
export async function realityCheckSetting(
  database: MoneyExecutor,
  memberId: string,
  settings: SaferPlaySettings,
) {
  if (!settings.realityCheck) return null;
  return {
    choicesMinutes: [...settings.realityCheck.intervalChoicesMinutes],
    intervalMinutes: await realityCheckInterval(database, memberId, settings.realityCheck),
  };
}

export async function chooseRealityCheckInterval(
  database: MoneyExecutor,
  memberId: string,
  settings: RealityCheckSettings,
  minutes: number,
  now: Date,
): Promise<void> {
  if (minutes !== REALITY_CHECK_OFF && !settings.intervalChoicesMinutes.includes(minutes)) {
    throw new ApiError('FIELD_INVALID', { field: 'minutes' });
  }
  await database
    .insert(saferPlayRealityChecks)
    .values({ memberId, intervalMinutes: minutes, updatedAt: now })
    .onConflictDoUpdate({
      target: saferPlayRealityChecks.memberId,
      set: { intervalMinutes: minutes, updatedAt: now },
    });
}

/** The member's play session of this game, while its heartbeat keeps it alive; else 404. */
async function livePlaySession(database: MoneyExecutor, memberId: string, game: OpenGame, now: Date) {
  const [session] = await database
    .select({
      startedAt: gameSessions.startedAt,
      answeredAt: gameSessions.realityCheckAnsweredAt,
    })
    .from(gameSessions)
    .where(
      and(
        eq(gameSessions.memberId, memberId),
        eq(gameSessions.gameId, game.gameId),
        eq(gameSessions.platform, game.platform),
        gt(gameSessions.ticketExpiresAt, now),
        gt(gameSessions.lastHeartbeatAt, new Date(now.getTime() - PLAY_SESSION_RESUME_MS)),
      ),
    );
  if (!session) throw new ApiError('NOT_FOUND', { field: 'gameid' });
  return session;
}

/** Wins less stakes on the member's wallet at this venue since `since`, from the ledger's bet postings. */
async function netResultSince(
  database: MoneyExecutor,
  memberId: string,
  walletCode: string,
  since: Date,
): Promise<number> {
  const [row] = await database
    .select({ net: sql<string>`coalesce(sum(${ledgerEntries.amountMinor}), 0)` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(
      and(
        eq(ledgerTransactions.memberId, memberId),
        inArray(ledgerTransactions.kind, ['bet_stake', 'bet_payout']),
        eq(ledgerAccounts.memberId, memberId),
        eq(ledgerAccounts.kind, 'venue'),
        eq(ledgerAccounts.walletCode, walletCode),
        gte(ledgerTransactions.createdAt, since),
      ),
    );
  return Number(row?.net ?? 0);
}

/**
 * Where the play session stands against its interval. Checks fall at whole intervals from the session's start;
 * one is due when the latest boundary passed came after the member's last "continue".
 */
function checkSchedule(
  startedAt: Date,
  answeredAt: Date | null,
  intervalMinutes: number,
  now: Date,
): { checkDue: boolean; nextCheckInMs: number | null } {
  if (intervalMinutes === REALITY_CHECK_OFF) return { checkDue: false, nextCheckInMs: null };
  const intervalMs = intervalMinutes * 60_000;
  const played = Math.max(0, now.getTime() - startedAt.getTime());
  const boundariesPassed = Math.floor(played / intervalMs);
  const latestBoundary = startedAt.getTime() + boundariesPassed * intervalMs;
  const checkDue = boundariesPassed >= 1 && (answeredAt === null || answeredAt.getTime() < latestBoundary);
  return {
    checkDue,
    nextCheckInMs: checkDue ? 0 : latestBoundary + intervalMs - now.getTime(),
  };
}

/** The session bar's and the reality check's figures for the open game, all from the server's rows. */
export async function realityCheckStatus(
  database: MoneyExecutor,
  member: MemberRef,
  settings: RealityCheckSettings,
  game: OpenGame,
  now: Date,
) {
  const session = await livePlaySession(database, member.id, game, now);
  const intervalMinutes = await realityCheckInterval(database, member.id, settings);
  const { checkDue, nextCheckInMs } = checkSchedule(
    session.startedAt,
    session.answeredAt,
    intervalMinutes,
    now,
  );
  return {
    intervalMinutes,
    playedSeconds: Math.floor(Math.max(0, now.getTime() - session.startedAt.getTime()) / 1000),
    netResultMinor: await netResultSince(database, member.id, game.platform, session.startedAt),
    currency: siteMoneySettings(member.siteCode).centralCurrency,
    checkDue,
    // the net result moves with every round, so the bar asks at least once a heartbeat
    nextReadInMs: Math.min(nextCheckInMs ?? HEARTBEAT_INTERVAL_MS, HEARTBEAT_INTERVAL_MS),
  };
}

/** "Continue": the due check is answered, and the next falls at the next boundary (no boundary is after `now`). */
export async function continueAfterRealityCheck(
  database: MoneyExecutor,
  member: MemberRef,
  settings: RealityCheckSettings,
  game: OpenGame,
  now: Date,
) {
  await livePlaySession(database, member.id, game, now);
  await database
    .update(gameSessions)
    .set({ realityCheckAnsweredAt: now })
    .where(and(eq(gameSessions.memberId, member.id), eq(gameSessions.gameId, game.gameId)));
  return realityCheckStatus(database, member, settings, game, now);
}
