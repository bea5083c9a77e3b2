import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import { type LedgerAccountKind, ledgerAccounts } from '../db/schema/ledger.ts';
import type { MoneyExecutor } from './executor.ts';

/** Names one ledger account. Member kinds need `memberId`; venue accounts need `walletCode`. */
export type AccountSpec = {
  siteCode: string;
  memberId: string | null;
  kind: LedgerAccountKind;
  walletCode?: string;
  currency: string;
};

export function memberAccount(
  siteCode: string,
  memberId: string,
  kind: Exclude<LedgerAccountKind, 'house' | 'clearing'>,
  currency: string,
  walletCode = '',
): AccountSpec {
  return { siteCode, memberId, kind, currency, walletCode };
}

export function systemAccount(siteCode: string, kind: 'house' | 'clearing', currency: string): AccountSpec {
  return { siteCode, memberId: null, kind, currency };
}

export function accountSpecKey(spec: AccountSpec): string {
  return [spec.siteCode, spec.memberId ?? '', spec.kind, spec.walletCode ?? '', spec.currency].join('|');
}

function matches(spec: AccountSpec): SQL {
  return and(
    eq(ledgerAccounts.siteCode, spec.siteCode),
    spec.memberId === null ? isNull(ledgerAccounts.memberId) : eq(ledgerAccounts.memberId, spec.memberId),
    eq(ledgerAccounts.kind, spec.kind),
    eq(ledgerAccounts.walletCode, spec.walletCode ?? ''),
    eq(ledgerAccounts.currency, spec.currency),
  ) as SQL;
}

async function findAccountIds(
  executor: MoneyExecutor,
  specs: readonly AccountSpec[],
): Promise<Map<string, string>> {
  const rows = await executor
    .select({
      id: ledgerAccounts.id,
      siteCode: ledgerAccounts.siteCode,
      memberId: ledgerAccounts.memberId,
      kind: ledgerAccounts.kind,
      walletCode: ledgerAccounts.walletCode,
      currency: ledgerAccounts.currency,
    })
    .from(ledgerAccounts)
    .where(or(...specs.map(matches)));
  return new Map(rows.map((row) => [accountSpecKey(row), row.id]));
}

/**
 * The ids of the named accounts, in the order given, opening the ones that do not exist yet (accounts are
 * opened lazily: a member's venue wallet exists from the first transfer to that venue).
 */
export async function resolveAccountIds(
  executor: MoneyExecutor,
  specs: readonly AccountSpec[],
): Promise<string[]> {
  let found = await findAccountIds(executor, specs);
  const missing = specs.filter((spec) => !found.has(accountSpecKey(spec)));
  if (missing.length > 0) {
    await executor
      .insert(ledgerAccounts)
      .values(
        missing.map((spec) => ({
          siteCode: spec.siteCode,
          memberId: spec.memberId,
          kind: spec.kind,
          walletCode: spec.walletCode ?? '',
          currency: spec.currency,
          allowsNegative: spec.memberId === null,
        })),
      )
      .onConflictDoNothing();
    found = await findAccountIds(executor, specs);
  }
  return specs.map((spec) => {
    const id = found.get(accountSpecKey(spec));
    if (id === undefined) throw new Error(`ledger account ${accountSpecKey(spec)} could not be opened`);
    return id;
  });
}

/** Per database handle: members (and sites) whose standard accounts are known to exist. */
const openedOwners = new WeakMap<MoneyExecutor, Set<string>>();

/**
 * Opens, in its own short transaction, every account a member's money operations can touch: their central,
 * virtual-currency and withdrawal-hold accounts, the site's house and clearing accounts, and any `extra` ones
 * (a venue wallet). Call it BEFORE opening the transaction that posts: two concurrent transactions that each
 * create a missing account wait on each other's uncommitted unique-index entry, and with row locks held that
 * can deadlock. Remembered per process, so the common case costs nothing.
 */
export async function openMemberAccounts(
  database: MoneyExecutor,
  member: { siteCode: string; memberId: string },
  currencies: { central: string; virtual: string },
  extra: readonly AccountSpec[] = [],
): Promise<void> {
  let opened = openedOwners.get(database);
  if (!opened) {
    opened = new Set();
    openedOwners.set(database, opened);
  }
  const pending = extra.filter((spec) => !opened.has(accountSpecKey(spec)));
  const ownerKey = `${member.siteCode}|${member.memberId}`;
  if (!opened.has(ownerKey)) {
    const { central, virtual } = currencies;
    pending.push(
      memberAccount(member.siteCode, member.memberId, 'central', central),
      memberAccount(member.siteCode, member.memberId, 'virtual', virtual),
      memberAccount(member.siteCode, member.memberId, 'withdrawal_hold', central),
      memberAccount(member.siteCode, member.memberId, 'withdrawal_hold', virtual),
      systemAccount(member.siteCode, 'house', central),
      systemAccount(member.siteCode, 'house', virtual),
      systemAccount(member.siteCode, 'clearing', central),
      systemAccount(member.siteCode, 'clearing', virtual),
    );
  }
  if (pending.length === 0) return;
  await resolveAccountIds(database, pending);
  opened.add(ownerKey);
  for (const spec of pending) opened.add(accountSpecKey(spec));
}
