import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { SESSION_REVOKED_CHANNEL } from './revocationFeed.ts';

/**
 * A trigger on `sessions` that announces each revoked (or deleted) live session's token hash on
 * SESSION_REVOKED_CHANNEL. Being a trigger, the notification is part of the revoking statement: it is sent exactly
 * when that transaction commits (never for one that rolls back), from every path that sets `revoked_at` — sign-out,
 * renewal, password change and recovery, expiry, an operator's SQL — with no path able to forget it.
 * Idempotent (CREATE OR REPLACE), run at every start like the ledger guards.
 */
const statements = [
  `create or replace function sessions_announce_revocation() returns trigger language plpgsql as $$
begin
  perform pg_notify('${SESSION_REVOKED_CHANNEL}', old.token_hash);
  return null;
end
$$`,
  `drop trigger if exists sessions_revoked_announce on sessions`,
  `create trigger sessions_revoked_announce after update of revoked_at on sessions for each row
     when (old.revoked_at is null and new.revoked_at is not null) execute function sessions_announce_revocation()`,
  `drop trigger if exists sessions_deleted_announce on sessions`,
  `create trigger sessions_deleted_announce after delete on sessions for each row
     when (old.revoked_at is null) execute function sessions_announce_revocation()`,
];

const triggerNames = ['sessions_revoked_announce', 'sessions_deleted_announce'];

/** Installs the trigger unless present (a normal start takes no table lock); one transaction, safe from several processes. */
export async function installRevocationTrigger(database: Database): Promise<void> {
  const installed = (await database.execute(
    sql`select count(*)::int as count from pg_trigger where tgname in (${sql.join(
      triggerNames.map((name) => sql`${name}`),
      sql`, `,
    )})`,
  )) as unknown as { rows: { count: number }[] };
  if (Number(installed.rows[0]?.count) === triggerNames.length) return;
  await database.transaction(async (transaction) => {
    for (const statement of statements) await transaction.execute(sql.raw(statement));
  });
}
