import { sql } from 'drizzle-orm';
import { type MoneyExecutor, queryRows } from './executor.ts';

export type LedgerAudit = {
  /** per currency: every account summed (must be 0: money is never created or destroyed) */
  totalsByCurrency: Record<string, number>;
  /**
   * per currency: money inside the platform (all but clearing) minus approved deposits plus what paid withdrawals
   * sent out (amount less the fee, which stays in the house account) (must be 0)
   */
  insideMinusNetDepositsByCurrency: Record<string, number>;
  negativeMemberAccounts: number;
  unbalancedTransactions: number;
  /** accounts whose stored balance differs from the sum of their entries, or from their last entry's balance-after */
  driftedAccounts: number;
};

/**
 * Checks the ledger's invariants in ONE statement, so every figure comes from the same snapshot even while
 * other transactions commit. Used by the operator tool (`verify`) and the race tests at every read.
 */
export async function auditLedger(database: MoneyExecutor): Promise<LedgerAudit> {
  const [row] = await queryRows<{
    totals: Record<string, number> | null;
    inside_minus_net: Record<string, number> | null;
    negative_members: number;
    unbalanced: number;
    drifted: number;
  }>(
    database,
    sql`
    with totals as (
      select currency, sum(balance_minor) as total,
             sum(balance_minor) filter (where kind <> 'clearing') as inside
      from ledger_accounts group by currency
    ), deposits as (
      select currency, sum(amount_minor) as amount from deposit_orders where status = 'approved' group by currency
    ), withdrawals as (
      select currency, sum(amount_minor - fee_minor) as amount from withdrawal_requests where status = 'approved'
        group by currency
    ), entry_sums as (
      select account_id, sum(amount_minor) as total, max(id) as last_entry from ledger_entries group by account_id
    )
    select
      (select json_object_agg(currency, total) from totals) as totals,
      (select json_object_agg(t.currency, coalesce(t.inside, 0) - coalesce(d.amount, 0) + coalesce(w.amount, 0))
         from totals t left join deposits d using (currency) left join withdrawals w using (currency)) as inside_minus_net,
      (select count(*)::int from ledger_accounts where member_id is not null and balance_minor < 0) as negative_members,
      (select count(*)::int from (select transaction_id from ledger_entries group by transaction_id, currency
         having sum(amount_minor) <> 0) unbalanced) as unbalanced,
      (select count(*)::int from ledger_accounts a
         left join entry_sums s on s.account_id = a.id
         left join ledger_entries last on last.id = s.last_entry
         where a.balance_minor <> coalesce(s.total, 0)
            or (last.id is not null and last.balance_after_minor <> a.balance_minor)) as drifted
  `,
  );
  const numbers = (values: Record<string, number> | null | undefined) =>
    Object.fromEntries(Object.entries(values ?? {}).map(([currency, value]) => [currency, Number(value)]));
  return {
    totalsByCurrency: numbers(row?.totals),
    insideMinusNetDepositsByCurrency: numbers(row?.inside_minus_net),
    negativeMemberAccounts: Number(row?.negative_members ?? 0),
    unbalancedTransactions: Number(row?.unbalanced ?? 0),
    driftedAccounts: Number(row?.drifted ?? 0),
  };
}

/** True when the audit found nothing wrong. */
export function auditIsClean(audit: LedgerAudit): boolean {
  return (
    Object.values(audit.totalsByCurrency).every((total) => total === 0) &&
    Object.values(audit.insideMinusNetDepositsByCurrency).every((difference) => difference === 0) &&
    audit.negativeMemberAccounts === 0 &&
    audit.unbalancedTransactions === 0 &&
    audit.driftedAccounts === 0
  );
}
