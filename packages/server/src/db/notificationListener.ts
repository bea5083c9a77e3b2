import pg from 'pg';

/**
 * One dedicated PostgreSQL connection (not from the pool: a pooled client is handed to other queries and its
 * LISTEN would be lost or shared) that LISTENs on some channels and reconnects with backoff when it drops.
 * A notification missed while the connection was down is gone for good, so `listening` says when the stream is
 * complete and `onListening` fires on every (re)connection: whoever trusts the stream must resynchronise there.
 * Shared shape for every cross-instance signal (session revocations now, live events next).
 */
export interface NotificationListenerOptions {
  connectionString: string;
  /** Shown in `pg_stat_activity.application_name` (operators and tests find the connection by it). */
  applicationName: string;
  channels: readonly string[];
  onNotification(channel: string, payload: string): void;
  /** LISTEN is in place on every channel: notifications committed from now on will arrive. */
  onListening(): void;
  /** The connection is gone: notifications may be missed until the next `onListening`. */
  onInterrupted(error: Error | undefined): void;
  /** First reconnection delay (doubled after each failure, up to `maximumRetryMs`). */
  initialRetryMs?: number;
  maximumRetryMs?: number;
  /**
   * How often the connection proves it is alive with a round trip; a connection that does not answer within the
   * same time is dropped and replaced (a silent network cut would otherwise look like "no notifications").
   */
  livenessIntervalMs?: number;
}

export interface NotificationListener {
  /** True while LISTEN is in place and the connection is up. */
  readonly listening: boolean;
  /** A statement on the listening connection itself (answering a notification needs no pool); rejects while down. */
  query<Row extends Record<string, unknown>>(text: string, values?: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

export function startNotificationListener(options: NotificationListenerOptions): NotificationListener {
  const initialRetryMs = options.initialRetryMs ?? 200;
  const maximumRetryMs = options.maximumRetryMs ?? 5_000;
  const livenessIntervalMs = options.livenessIntervalMs ?? 10_000;
  let client: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let retryMs = initialRetryMs;
  let retryTimer: NodeJS.Timeout | undefined;
  let livenessTimer: NodeJS.Timeout | undefined;

  const interrupted = (lost: pg.Client, error: Error | undefined) => {
    if (client !== lost) return; // already handled (both 'error' and 'end' fire)
    client = null;
    clearInterval(livenessTimer);
    const wasListening = listening;
    listening = false;
    lost.removeAllListeners('notification');
    // the error has been seen; a later one from the dying socket must not crash the process
    lost.on('error', () => {});
    void lost.end().catch(() => {});
    if (wasListening || error) options.onInterrupted(error);
    if (!closed) {
      retryTimer = setTimeout(connect, retryMs);
      retryMs = Math.min(retryMs * 2, maximumRetryMs);
    }
  };

  async function connect(): Promise<void> {
    const candidate = new pg.Client({
      connectionString: options.connectionString,
      application_name: options.applicationName,
      keepAlive: true,
    });
    client = candidate;
    candidate.on('error', (error) => interrupted(candidate, error));
    candidate.on('end', () => interrupted(candidate, undefined));
    candidate.on('notification', (message) => {
      if (client === candidate && listening) options.onNotification(message.channel, message.payload ?? '');
    });
    try {
      await candidate.connect();
      for (const channel of options.channels) {
        await candidate.query(`listen ${pg.escapeIdentifier(channel)}`);
      }
    } catch (error) {
      interrupted(candidate, error instanceof Error ? error : new Error(String(error)));
      return;
    }
    if (client !== candidate || closed) return;
    listening = true;
    retryMs = initialRetryMs;
    livenessTimer = setInterval(() => checkLiveness(candidate), livenessIntervalMs);
    livenessTimer.unref();
    options.onListening();
  }

  function checkLiveness(candidate: pg.Client): void {
    const timeout = setTimeout(
      () => interrupted(candidate, new Error('notification connection did not answer')),
      livenessIntervalMs,
    );
    candidate.query('select 1').then(
      () => clearTimeout(timeout),
      (error: Error) => {
        clearTimeout(timeout);
        interrupted(candidate, error);
      },
    );
  }

  void connect();

  return {
    get listening() {
      return listening;
    },
    query: async <Row extends Record<string, unknown>>(text: string, values: unknown[] = []) => {
      if (!client || !listening) throw new Error('the notification connection is down');
      return (await client.query<Row>(text, values)).rows;
    },
    close: async () => {
      closed = true;
      clearTimeout(retryTimer);
      clearInterval(livenessTimer);
      const current = client;
      client = null;
      listening = false;
      if (current) {
        current.removeAllListeners();
        current.on('error', () => {});
        await current.end().catch(() => {});
      }
    },
  };
}
