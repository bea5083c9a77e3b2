import { sql } from 'drizzle-orm';
import { type MoneyExecutor, queryRows } from './executor.ts';

/**
 * One ledger transaction in one round trip: the transaction row (or nothing, when its idempotency key is taken),
 * each posting's account id (opening a missing account, as `resolveAccountIds` did), then per posting, in account
 * id order (the lock order every posting uses, so concurrent postings cannot
 * deadlock), the conditional balance update and its entry. The rules are the ones `postLedgerTransaction`
 * documents; only where they run moved into the database:
 * - a balance changes only `WHERE allows_negative OR balance + delta >= 0`; when that matches no row the
 *   function raises SQLSTATE `LD001` with the posting's position, and the caller's whole transaction rolls back;
 * - rows are only inserted (the append-only triggers stay), and the deferred balanced-per-currency trigger still
 *   checks the finished transaction at commit;
 * - it runs inside the caller's transaction, next to the idempotency record, so both commit or neither.
 * The name carries a version: a changed body gets a new name, so a running older instance keeps its own.
 */
export const POSTING_FUNCTION = 'ledger_post_v1';
export const INSUFFICIENT_FUNDS_SQLSTATE = 'LD001';

const createPostingFunction = `
create or replace function ${POSTING_FUNCTION}(
  p_site_code text, p_member_id uuid, p_kind text, p_actor text, p_request_id text, p_idempotency_key text,
  p_reference_id text, p_description text,
  p_account_members uuid[], p_account_kinds text[], p_wallet_codes text[], p_currencies text[], p_amounts bigint[]
) returns table (transaction_id uuid, posting_index integer, account_id uuid, balance_after_minor bigint)
language plpgsql as $$
#variable_conflict use_column
declare
  posted_id uuid;
  ids uuid[] := '{}';
  found_id uuid;
  posting record;
  balance bigint;
begin
  insert into ledger_transactions
    (site_code, member_id, kind, actor, request_id, idempotency_key, reference_id, description)
  values (p_site_code, p_member_id, p_kind, p_actor, p_request_id, p_idempotency_key, p_reference_id, p_description)
  on conflict (idempotency_key) do nothing
  returning id into posted_id;
  if posted_id is null then
    -- a duplicate: answer with the existing transaction and no entries
    return query select t.id, null::integer, null::uuid, null::bigint from ledger_transactions t
      where t.idempotency_key = p_idempotency_key;
    return;
  end if;
  -- each posting's account, opened when missing (normally opened beforehand, outside this transaction)
  for i in 1 .. array_length(p_amounts, 1) loop
    select a.id into found_id from ledger_accounts a
      where a.site_code = p_site_code and a.member_id is not distinct from p_account_members[i]
        and a.kind = p_account_kinds[i] and a.wallet_code = p_wallet_codes[i] and a.currency = p_currencies[i];
    if found_id is null then
      insert into ledger_accounts (site_code, member_id, kind, wallet_code, currency, allows_negative)
        values (p_site_code, p_account_members[i], p_account_kinds[i], p_wallet_codes[i], p_currencies[i],
                p_account_members[i] is null)
        on conflict do nothing;
      select a.id into found_id from ledger_accounts a
        where a.site_code = p_site_code and a.member_id is not distinct from p_account_members[i]
          and a.kind = p_account_kinds[i] and a.wallet_code = p_wallet_codes[i] and a.currency = p_currencies[i];
    end if;
    ids := ids || found_id;
  end loop;
  for posting in
    select * from unnest(ids, p_amounts, p_currencies) with ordinality as p(id, amount, currency, position)
    order by p.id
  loop
    update ledger_accounts a set balance_minor = a.balance_minor + posting.amount, updated_at = now()
      where a.id = posting.id and (a.allows_negative or a.balance_minor + posting.amount >= 0)
      returning a.balance_minor into balance;
    if not found then
      raise exception 'insufficient funds in posting %', posting.position
        using errcode = '${INSUFFICIENT_FUNDS_SQLSTATE}', detail = posting.position::text;
    end if;
    insert into ledger_entries (transaction_id, account_id, currency, amount_minor, balance_after_minor)
      values (posted_id, posting.id, posting.currency, posting.amount, balance);
    transaction_id := posted_id;
    posting_index := posting.position;
    account_id := posting.id;
    balance_after_minor := balance;
    return next;
  end loop;
end
$$`;

/** Creates the posting function unless it exists (so a normal start takes no catalogue lock). */
export async function installPostingFunction(database: MoneyExecutor): Promise<void> {
  const [present] = await queryRows<{ count: number }>(
    database,
    sql`select count(*)::int as count from pg_proc where proname = ${POSTING_FUNCTION}`,
  );
  if (Number(present?.count) > 0) return;
  await database.execute(sql.raw(createPostingFunction));
}
