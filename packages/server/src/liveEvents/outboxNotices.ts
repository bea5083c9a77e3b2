import type { PGlite } from '@electric-sql/pglite';
import type { SharedNotificationListener } from '../db/sharedNotificationListener.ts';
import { MEMBER_EVENTS_CHANNEL, type OutboxNotice, parseOutboxNotice } from '../events/outbox.ts';

/** What the stream hub hears: each committed outbox row's notice, and when notices may have been missed. */
export interface OutboxNoticeSubscriber {
  notice(notice: OutboxNotice): void;
  /** Notices may have been missed (the listener has just (re)connected): every stream reads the outbox again. */
  resynchronise(): void;
}

export interface OutboxNotices {
  subscribe(subscriber: OutboxNoticeSubscriber): void;
  close(): Promise<void>;
}

/**
 * PostgreSQL: on the instance's one LISTEN connection (db/sharedNotificationListener.ts). `pg_notify` in the writing
 * transaction is delivered at its commit to every listening instance; while the connection is down notices are
 * lost, which is why `onListening` resynchronises every open stream from the outbox.
 */
export function postgresOutboxNotices(
  notifications: SharedNotificationListener,
  log: { warn(message: string): void } = console,
): OutboxNotices {
  const subscribers: OutboxNoticeSubscriber[] = [];
  const listener = notifications.join({
    channels: [MEMBER_EVENTS_CHANNEL],
    onNotification: (_channel, payload) => {
      const notice = parseOutboxNotice(payload);
      if (notice) for (const subscriber of subscribers) subscriber.notice(notice);
    },
    onListening: () => {
      for (const subscriber of subscribers) subscriber.resynchronise();
    },
    onInterrupted: (error) => {
      log.warn(
        `member event notices interrupted (${error?.message ?? 'connection ended'}); open streams catch up from the outbox when it is back`,
      );
    },
  });
  return {
    subscribe: (subscriber) => void subscribers.push(subscriber),
    close: () => listener.leave(),
  };
}

/**
 * PGlite: one process owns the database, so the bus is in-process: PGlite's own LISTEN, which hands this process
 * the same `pg_notify` after the writing transaction commits (never for a rollback), with no extra service.
 */
export function pgliteOutboxNotices(client: PGlite): OutboxNotices {
  const subscribers: OutboxNoticeSubscriber[] = [];
  const unlisten = client.listen(MEMBER_EVENTS_CHANNEL, (payload) => {
    const notice = parseOutboxNotice(payload);
    if (notice) for (const subscriber of subscribers) subscriber.notice(notice);
  });
  return {
    subscribe: (subscriber) => {
      subscribers.push(subscriber);
      // LISTEN may be in place only now: whatever committed before it is read by the first catch-up.
      void unlisten.then(() => subscriber.resynchronise());
    },
    close: async () => {
      await (await unlisten)().catch(() => {});
    },
  };
}

/**
 * For an app built without its connection's notices (`buildApp` called with only a database, as tests of other
 * areas and embedding harnesses do): every open stream reads the outbox every `intervalMs`. Correct (the outbox
 * is the truth), only slower and dearer than notices; `startServer` always passes the real ones.
 */
export function pollingOutboxNotices(intervalMs = 1_000): OutboxNotices {
  const subscribers: OutboxNoticeSubscriber[] = [];
  const timer = setInterval(() => {
    for (const subscriber of subscribers) subscriber.resynchronise();
  }, intervalMs);
  timer.unref();
  return {
    subscribe: (subscriber) => void subscribers.push(subscriber),
    close: async () => clearInterval(timer),
  };
}
