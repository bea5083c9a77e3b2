import {
  type ConnectedDatabase,
  connectDatabase,
  type Database,
  type OpenDatabaseOptions,
} from '../db/database.ts';
import { sharedNotificationListener } from '../db/sharedNotificationListener.ts';
import { installEventOutbox, MEMBER_EVENTS_CHANNEL } from '../events/outbox.ts';
import { installRateLimitTable } from '../http/rateLimitStore.ts';
import { installLedgerGuards } from '../ledger/guards.ts';
import {
  type OutboxNotices,
  pgliteOutboxNotices,
  postgresOutboxNotices,
} from '../liveEvents/outboxNotices.ts';
import {
  inProcessRevocationFeed,
  postgresRevocationFeed,
  REVOCATION_CHANNELS,
  type RevocationFeed,
} from '../security/revocationFeed.ts';
import { installRevocationTrigger } from '../security/revocationTrigger.ts';

export type { OpenDatabaseOptions } from '../db/database.ts';

/** The platform's database, migrated and with every install the floors above the database need. */
export interface DatabaseConnection extends ConnectedDatabase {
  /**
   * How session revocations reach this process: on PostgreSQL, the instance's one LISTEN connection, shared with the
   * outbox notices (other processes share the database); nothing on PGlite (this process is the only one). The app
   * that uses it closes it.
   */
  openRevocationFeed(): RevocationFeed;
  /**
   * What wakes this process's member event streams when an outbox row commits: on PostgreSQL, the instance's one
   * LISTEN connection (rows are written by every instance), PGlite's own LISTEN in this process. The app that uses
   * it closes it.
   */
  openOutboxNotices(): OutboxNotices;
}

/**
 * What the schema needs besides the migrations: the ledger's guard triggers, the rate-limit table, the trigger
 * that announces session revocations and the member event outbox's functions and triggers.
 */
async function installDatabaseObjects(db: Database): Promise<void> {
  await installLedgerGuards(db);
  await installRateLimitTable(db);
  await installRevocationTrigger(db);
  await installEventOutbox(db);
}

/**
 * Opens the database (PGlite, or PostgreSQL with `databaseUrl`), applies the migrations and installs the ledger
 * guards, the rate-limit table and the revocation trigger, under the start-up lock.
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseConnection> {
  const connection = await connectDatabase(options, installDatabaseObjects);
  const { databaseUrl } = options;
  // PostgreSQL: one LISTEN connection for the instance, shared by the revocation feed and the outbox notices.
  const notifications = databaseUrl
    ? sharedNotificationListener({
        connectionString: databaseUrl,
        channels: [...REVOCATION_CHANNELS, MEMBER_EVENTS_CHANNEL],
      })
    : null;
  return {
    ...connection,
    openRevocationFeed: notifications ? () => postgresRevocationFeed(notifications) : inProcessRevocationFeed,
    openOutboxNotices: () => {
      if (notifications) return postgresOutboxNotices(notifications);
      if (!connection.pglite) throw new Error('a PGlite connection without its client');
      return pgliteOutboxNotices(connection.pglite);
    },
  };
}
