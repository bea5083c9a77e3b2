import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import { type LedgerAccountKind, ledgerAccounts } from '../../db/schema/ledger.ts';
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
