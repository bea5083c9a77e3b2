import { eq } from 'drizzle-orm';
import { members } from '../db/schema/members.ts';
import type { MoneyExecutor } from '../ledger/executor.ts';
import { memberBalance } from '../money/balances.ts';
import type { MemberRef } from '../money/memberContext.ts';
import { betRecordsOf, transactionRecords } from '../money/records.ts';

/** How many recent ledger lines and bets an operator reads beside a request or on a member's page. */
const RECENT_ITEMS = 10;

/**
 * What an operator weighs a decision with: the member's balances, latest ledger movements and bets, read through
 * the same functions as the member's own records pages (so an operator sees exactly what the member sees).
 */
export async function memberMoneyContext(database: MoneyExecutor, member: MemberRef) {
  const recent = { page: 1, page_size: RECENT_ITEMS };
  const [[row], balance, ledger, bets] = await Promise.all([
    database.select({ username: members.username }).from(members).where(eq(members.id, member.id)),
    memberBalance(database, member),
    transactionRecords(database, member, recent),
    betRecordsOf(database, member, recent),
  ]);
  return {
    member: { id: member.id, siteCode: member.siteCode, username: row?.username ?? '' },
    balance,
    recentLedger: ledger.list,
    recentBets: bets.list,
  };
}

/** One context per member for a whole queue: a member with three requests is read once. */
export function memberContextCache(database: MoneyExecutor) {
  const cache = new Map<string, ReturnType<typeof memberMoneyContext>>();
  return (member: MemberRef) => {
    let context = cache.get(member.id);
    if (!context) {
      context = memberMoneyContext(database, member);
      cache.set(member.id, context);
    }
    return context;
  };
}
