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
/** The posting and the request's idempotency record in one statement: `idempotentPosting.ts`. */
export const IDEMPOTENT_POSTING_FUNCTION = 'ledger_post_idempotent_v1';
export const INSUFFICIENT_FUNDS_SQLSTATE = 'LD001';
/** A member's transfer between the central wallet and a venue, with the venue's checks, in one statement. */
export const VENUE_TRANSFER_FUNCTION = 'ledger_venue_transfer_v1';
/** Raised by the venue transfer when the site has no venue with that wallet code. */
export const VENUE_NOT_FOUND_SQLSTATE = 'LV001';
/** Raised by the venue transfer when the venue's provider is under maintenance. */
export const VENUE_UNDER_MAINTENANCE_SQLSTATE = 'LV002';

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

/**
 * The parameters and answer of the idempotent posting, shared by every function the `inPostingStatement` idempotency strategy may call
 * (the same arguments are bound for each): the request's key and reply, then `ledger_post_v1`'s posting.
 */
const idempotentPostingSignature = `(
  p_endpoint text, p_key text, p_request_hash text, p_reply json, p_balance_fields text[],
  p_site_code text, p_member_id uuid, p_kind text, p_actor text, p_request_id text, p_idempotency_key text,
  p_reference_id text, p_description text,
  p_account_members uuid[], p_account_kinds text[], p_wallet_codes text[], p_currencies text[], p_amounts bigint[]
) returns table (replayed boolean, request_hash text, response_body text)
language plpgsql as $$
#variable_conflict use_column`;

/**
 * A member request that is exactly one posting, run as ONE statement (its own implicit transaction: atomic and
 * as durable as an explicit one, without the BEGIN and COMMIT round trips):
 * - claims the (member, endpoint, key) idempotency row; when it is taken, a concurrent owner is waited for by
 *   the unique index and the stored row is answered instead (`replayed`), nothing else runs;
 * - posts through `ledger_post_v1` (same checks, same lock order, LD001 when a balance would go negative);
 * - writes the reply: `p_reply` with each field named in `p_balance_fields[i]` set to posting i's balance
 *   after, into the claim row, and answers it. Any error rolls the whole statement back, claim included.
 */
const createIdempotentPostingFunction = `
create or replace function ${IDEMPOTENT_POSTING_FUNCTION}${idempotentPostingSignature}
declare
  claimed text;
  balances bigint[];
  duplicate boolean;
  reply text;
begin
  insert into idempotency_records (member_id, endpoint, key, request_hash, response_body)
    values (p_member_id, p_endpoint, p_key, p_request_hash, '')
    on conflict do nothing
    returning key into claimed;
  if claimed is null then
    return query select true, r.request_hash, r.response_body from idempotency_records r
      where r.member_id = p_member_id and r.endpoint = p_endpoint and r.key = p_key;
    return;
  end if;
  select array_agg(p.balance_after_minor order by p.posting_index), bool_or(p.account_id is null)
    into balances, duplicate
    from ${POSTING_FUNCTION}(p_site_code, p_member_id, p_kind, p_actor, p_request_id, p_idempotency_key,
      p_reference_id, p_description, p_account_members, p_account_kinds, p_wallet_codes, p_currencies,
      p_amounts) p;
  if duplicate then
    raise exception 'ledger key % reused outside idempotency', p_idempotency_key;
  end if;
  select json_object_agg(e.key, case when array_position(p_balance_fields, e.key) is null then e.value
      else to_json(balances[array_position(p_balance_fields, e.key)]) end order by e.position)::text
    into reply
    from json_each(p_reply) with ordinality as e(key, value, position);
  update idempotency_records r set response_body = reply
    where r.member_id = p_member_id and r.endpoint = p_endpoint and r.key = p_key;
  return query select false, p_request_hash, reply;
end
$$`;

/**
 * `ledger_post_idempotent_v1` for a transfer between the central wallet and the venue named by `p_reference_id`,
 * with the venue read in the same statement (a transfer is then one round trip, not two):
 * - an unknown venue raises LV001 and one under maintenance LV002, before anything is claimed or posted;
 * - except that a finished request under the same key is answered instead (`replayed`): the retry of a transfer
 *   that succeeded before its venue went under maintenance still gets its reply, never a refusal;
 * - an empty `p_description` becomes the venue's name (what the member's records show).
 */
const createVenueTransferFunction = `
create or replace function ${VENUE_TRANSFER_FUNCTION}${idempotentPostingSignature}
declare
  venue_name text;
  venue_maintenance boolean;
begin
  select v.name, v.maintenance into venue_name, venue_maintenance from venues v
    where v.site_code = p_site_code and v.wallet_code = p_reference_id;
  if venue_name is null or venue_maintenance then
    return query select true, r.request_hash, r.response_body from idempotency_records r
      where r.member_id = p_member_id and r.endpoint = p_endpoint and r.key = p_key and r.response_body <> '';
    if found then
      return;
    end if;
    if venue_name is null then
      raise exception 'no venue %', p_reference_id using errcode = '${VENUE_NOT_FOUND_SQLSTATE}';
    end if;
    raise exception 'venue % under maintenance', p_reference_id using errcode = '${VENUE_UNDER_MAINTENANCE_SQLSTATE}';
  end if;
  return query select * from ${IDEMPOTENT_POSTING_FUNCTION}(p_endpoint, p_key, p_request_hash, p_reply,
    p_balance_fields, p_site_code, p_member_id, p_kind, p_actor, p_request_id, p_idempotency_key, p_reference_id,
    coalesce(nullif(p_description, ''), venue_name), p_account_members, p_account_kinds, p_wallet_codes,
    p_currencies, p_amounts);
end
$$`;

const functions = [
  { name: POSTING_FUNCTION, create: createPostingFunction },
  { name: IDEMPOTENT_POSTING_FUNCTION, create: createIdempotentPostingFunction },
  { name: VENUE_TRANSFER_FUNCTION, create: createVenueTransferFunction },
];

/** Creates the posting functions that are missing (so a normal start takes no catalogue lock). */
export async function installPostingFunctions(database: MoneyExecutor): Promise<void> {
  const present = await queryRows<{ name: string }>(
    database,
    sql`select proname as name from pg_proc where proname in (${sql.join(
      functions.map((entry) => sql`${entry.name}`),
      sql`, `,
    )})`,
  );
  for (const entry of functions) {
    if (!present.some((row) => row.name === entry.name)) await database.execute(sql.raw(entry.create));
  }
}
