import { sql } from 'drizzle-orm';
import { type MoneyExecutor, queryRows } from './executor.ts';
import { installPostingFunctions } from './postingProcedure.ts';

/**
 * Database backstops for the ledger, so that even SQL run by hand as the application role cannot break it:
 * - ledger transactions and entries are append-only (UPDATE, DELETE and TRUNCATE raise);
 * - a transaction's entries must sum to zero per currency and number at least two, checked at commit by a
 *   deferred constraint trigger (the application posts all entries first, the check sees the finished set).
 * Negative member balances are refused by the CHECK constraint on `ledger_accounts` itself.
 *
 * Statements are idempotent (CREATE OR REPLACE, guarded trigger creation) so they can run after every migration.
 */
export const ledgerGuardStatements: readonly string[] = [
  `create or replace function ledger_refuse_change() returns trigger language plpgsql as $$
begin
  raise exception 'ledger rows are append-only: % on % refused', tg_op, tg_table_name
    using errcode = 'P0001', hint = 'post a correcting transaction instead';
end
$$`,
  `create or replace function ledger_check_transaction_balanced() returns trigger language plpgsql as $$
declare
  -- fired for both tables: an entry names its transaction, a transaction row is the transaction
  checked_transaction uuid := coalesce(to_jsonb(new) ->> 'transaction_id', to_jsonb(new) ->> 'id')::uuid;
  entry_count integer;
  unbalanced_currency text;
begin
  select count(*) into entry_count from ledger_entries where transaction_id = checked_transaction;
  if entry_count < 2 then
    raise exception 'ledger transaction % has % entries; at least two are required', checked_transaction, entry_count
      using errcode = '23514';
  end if;
  select currency into unbalanced_currency from ledger_entries
    where transaction_id = checked_transaction
    group by currency having sum(amount_minor) <> 0 limit 1;
  if unbalanced_currency is not null then
    raise exception 'ledger transaction % does not balance in %', checked_transaction, unbalanced_currency
      using errcode = '23514';
  end if;
  return null;
end
$$`,
  ...['ledger_transactions', 'ledger_entries'].flatMap((table) => [
    `drop trigger if exists ${table}_append_only on ${table}`,
    `create trigger ${table}_append_only before update or delete on ${table}
       for each row execute function ledger_refuse_change()`,
    `drop trigger if exists ${table}_no_truncate on ${table}`,
    `create trigger ${table}_no_truncate before truncate on ${table}
       for each statement execute function ledger_refuse_change()`,
  ]),
  ...['ledger_transactions', 'ledger_entries'].flatMap((table) => [
    `drop trigger if exists ${table}_balanced on ${table}`,
    `create constraint trigger ${table}_balanced after insert on ${table}
       deferrable initially deferred for each row execute function ledger_check_transaction_balanced()`,
  ]),
];

const guardTriggerNames = ['ledger_transactions', 'ledger_entries'].flatMap((table) => [
  `${table}_append_only`,
  `${table}_no_truncate`,
  `${table}_balanced`,
]);

/**
 * Installs the posting function and the guards unless they are all present already (so a normal start takes no table locks).
 * Runs in one transaction; safe to call on every start and from several processes.
 */
export async function installLedgerGuards(database: MoneyExecutor): Promise<void> {
  await installPostingFunctions(database);
  const [installed] = await queryRows<{ count: number }>(
    database,
    sql`select count(*)::int as count from pg_trigger where tgname in (${sql.join(
      guardTriggerNames.map((name) => sql`${name}`),
      sql`, `,
    )})`,
  );
  if (Number(installed?.count) === guardTriggerNames.length) return;
  await database.transaction(async (transaction) => {
    for (const statement of ledgerGuardStatements) await transaction.execute(sql.raw(statement));
  });
}
