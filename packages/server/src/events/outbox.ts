import type { MemberEventName, MemberEventPayload } from '@platform/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';

/**
 * The outbox of the member event stream. Every event is written by one SQL function in the transaction of the
 * change it reports, so it commits or rolls back with it. The function stages the event; at COMMIT a deferred
 * trigger bumps the member's (or site's) counter under its row lock (numbers commit in order, see
 * db/schema/memberEventTables.ts), moves the row to the outbox and sends `pg_notify` with only the member id (or
 * site code) and the number. PostgreSQL delivers the notification at commit to every listening instance (PGlite
 * to its own process), never for a rollback.
 */
export const MEMBER_EVENTS_CHANNEL = 'member_events';

/** Notification payloads: `m <member id> <seq>` for a member's event, `s <site code> <seq>` for a site-wide one. */
export type OutboxNotice = { scope: 'member' | 'site'; key: string; seq: number };

export function parseOutboxNotice(payload: string): OutboxNotice | null {
  const [scope, key, seq] = payload.split(' ');
  if ((scope !== 'm' && scope !== 's') || !key || !seq) return null;
  return { scope: scope === 'm' ? 'member' : 'site', key, seq: Number(seq) };
}

const appendFunctions = [
  // (the first version returned the number, which a replacement cannot change)
  'drop function if exists member_outbox_append(uuid, text, jsonb, text)',
  'drop function if exists site_outbox_append(text, text, jsonb)',
  // Writing only stages the event: nothing is locked until COMMIT (see `member_outbox_number`).
  `create or replace function member_outbox_append(p_member_id uuid, p_name text, p_payload jsonb,
     p_session_key text) returns void language sql as $$
  insert into member_outbox_pending (member_id, name, payload, session_key)
    values (p_member_id, p_name, p_payload, p_session_key)
$$`,
  `create or replace function site_outbox_append(p_site_code text, p_name text, p_payload jsonb)
     returns void language sql as $$
  insert into member_outbox_pending (site_code, name, payload) values (p_site_code, p_name, p_payload)
$$`,
  /*
   * Runs at COMMIT (a deferred constraint trigger), once per staged event, in the order they were staged: takes
   * the next number under the counter's row lock (held to the end of the commit, so numbers commit in order),
   * moves the event to its outbox and notifies. Taken last, the counter lock cannot form a cycle with the locks
   * of the change itself (ledger accounts in id order, the member row).
   */
  `create or replace function member_outbox_number() returns trigger language plpgsql as $$
declare
  v_seq bigint;
begin
  if new.member_id is not null then
    insert into member_outbox_counters as counter (member_id, last_seq) values (new.member_id, 1)
      on conflict (member_id) do update set last_seq = counter.last_seq + 1
      returning last_seq into v_seq;
    insert into member_outbox_events (member_id, seq, name, payload, session_key)
      values (new.member_id, v_seq, new.name, new.payload, new.session_key);
    perform pg_notify('${MEMBER_EVENTS_CHANNEL}', 'm ' || new.member_id::text || ' ' || v_seq::text);
  else
    insert into site_outbox_counters as counter (site_code, last_seq) values (new.site_code, 1)
      on conflict (site_code) do update set last_seq = counter.last_seq + 1
      returning last_seq into v_seq;
    insert into site_outbox_events (site_code, seq, name, payload)
      values (new.site_code, v_seq, new.name, new.payload);
    perform pg_notify('${MEMBER_EVENTS_CHANNEL}', 's ' || new.site_code || ' ' || v_seq::text);
  end if;
  delete from member_outbox_pending where id = new.id;
  return null;
end
$$`,
  /*
   * Money: every ledger entry on a member's account is a `balance.changed` (reason: the transaction's kind;
   * wallet: the venue's code, or the account kind), and an entry on a venue wallet made by a transfer is also a
   * `venueTransfer.completed`. A trigger, because postings also run inside stored procedures (the idempotent
   * posting, the venue transfer) where no application code runs between the posting and the commit; no path
   * that moves money can forget to announce it.
   */
  `create or replace function ledger_entries_announce() returns trigger language plpgsql as $$
declare
  v_account record;
  v_kind text;
begin
  select member_id, kind, wallet_code into v_account from ledger_accounts where id = new.account_id;
  if v_account.member_id is null then
    return null;
  end if;
  select kind into v_kind from ledger_transactions where id = new.transaction_id;
  perform member_outbox_append(v_account.member_id, 'balance.changed', jsonb_build_object('reason', v_kind,
    'wallet', case when v_account.kind = 'venue' then v_account.wallet_code else v_account.kind end), null);
  if v_account.kind = 'venue' and v_kind in ('transfer_to_venue', 'transfer_from_venue') then
    perform member_outbox_append(v_account.member_id, 'venueTransfer.completed', jsonb_build_object(
      'venueCode', v_account.wallet_code,
      'direction', case when v_kind = 'transfer_to_venue' then 'in' else 'out' end,
      'amountMinor', abs(new.amount_minor)), null);
  end if;
  return null;
end
$$`,
  /*
   * Sessions: whatever ends one (sign-out, renewal, password change or recovery, expiry, an operator's SQL) tells
   * that session's streams, which close. The revoking code may name why in the transaction-local setting
   * `platform.session_end_reason` (signedOut, renewed); anything else is a revocation.
   */
  `create or replace function sessions_announce_end() returns trigger language plpgsql as $$
begin
  perform member_outbox_append(old.member_id, 'session.revoked', jsonb_build_object('reason',
    coalesce(nullif(current_setting('platform.session_end_reason', true), ''), 'revoked')), old.token_hash);
  return null;
end
$$`,
  /* VIP: the level only rises through one statement (vip/vipProgress.ts) or an operator's SQL; both are seen here. */
  `create or replace function members_announce_vip_level() returns trigger language plpgsql as $$
begin
  perform member_outbox_append(new.id, 'vip.levelChanged', jsonb_build_object('level', new.vip_level), null);
  return null;
end
$$`,
];

const triggers = [
  `drop trigger if exists member_outbox_number on member_outbox_pending`,
  `create constraint trigger member_outbox_number after insert on member_outbox_pending
     deferrable initially deferred for each row execute function member_outbox_number()`,
  `drop trigger if exists ledger_entries_announce on ledger_entries`,
  `create trigger ledger_entries_announce after insert on ledger_entries for each row
     execute function ledger_entries_announce()`,
  `drop trigger if exists sessions_end_announce on sessions`,
  `create trigger sessions_end_announce after update of revoked_at on sessions for each row
     when (old.revoked_at is null and new.revoked_at is not null) execute function sessions_announce_end()`,
  `drop trigger if exists members_vip_level_announce on members`,
  `create trigger members_vip_level_announce after update of vip_level on members for each row
     when (old.vip_level is distinct from new.vip_level) execute function members_announce_vip_level()`,
];

const triggerNames = [
  'member_outbox_number',
  'ledger_entries_announce',
  'sessions_end_announce',
  'members_vip_level_announce',
];

/**
 * Installs the outbox functions and triggers (idempotent, at every start like the ledger guards). The functions
 * are replaced every time (cheap, and a changed body takes effect); the triggers only when missing, so a normal
 * start takes no table lock.
 */
export async function installEventOutbox(database: Database): Promise<void> {
  const installed = (await database.execute(
    sql`select count(*)::int as count from pg_trigger where tgname in (${sql.join(
      triggerNames.map((name) => sql`${name}`),
      sql`, `,
    )})`,
  )) as unknown as { rows: { count: number }[] };
  const present = Number(installed.rows[0]?.count) === triggerNames.length;
  await database.transaction(async (transaction) => {
    for (const statement of appendFunctions) await transaction.execute(sql.raw(statement));
    if (!present) for (const statement of triggers) await transaction.execute(sql.raw(statement));
  });
}

/** Writes one event for a member in the caller's transaction (the change it reports commits with it). */
export async function appendMemberEvent<Name extends MemberEventName>(
  transaction: Database,
  memberId: string,
  name: Name,
  payload: MemberEventPayload<Name>,
): Promise<void> {
  await transaction.execute(
    sql`select member_outbox_append(${memberId}::uuid, ${name}, ${JSON.stringify(payload)}::jsonb, null)`,
  );
}

/** Writes one site-wide event (maintenance) in the caller's transaction. */
export async function appendSiteEvent<Name extends MemberEventName>(
  transaction: Database,
  siteCode: string,
  name: Name,
  payload: MemberEventPayload<Name>,
): Promise<void> {
  await transaction.execute(
    sql`select site_outbox_append(${siteCode}, ${name}, ${JSON.stringify(payload)}::jsonb)`,
  );
}

/**
 * Says why the sessions this transaction revokes end, for their streams' last frame (`sessions_announce_end`
 * reads it); without it an ended session counts as revoked.
 */
export async function nameSessionEnd(transaction: Database, reason: 'signedOut' | 'renewed'): Promise<void> {
  await transaction.execute(sql`select set_config('platform.session_end_reason', ${reason}, true)`);
}
