import { type NotificationListener, startNotificationListener } from './notificationListener.ts';

/**
 * The listening connection's name in `pg_stat_activity.application_name`, followed by ` pid=<process id>`: the
 * revocation feed counts the instances by it, operators and tests find an instance's connection by it.
 */
export const NOTIFICATION_CONNECTION_NAME = 'platform-notifications';

/** One area's use of the connection: its channels' notifications and the connection's ups and downs. */
export interface NotificationConsumer {
  readonly channels: readonly string[];
  onNotification(channel: string, payload: string): void;
  /** LISTEN is in place (first connection or a reconnection): what was missed meanwhile must be read again. */
  onListening(): void;
  /** The connection is gone: notifications may be missed until the next `onListening`. */
  onInterrupted(error: Error | undefined): void;
}

/** What a consumer holds while it has joined. */
export interface NotificationMembership {
  readonly listening: boolean;
  query: NotificationListener['query'];
  leave(): Promise<void>;
}

export interface SharedNotificationListener {
  join(consumer: NotificationConsumer): NotificationMembership;
}

export interface SharedNotificationListenerOptions {
  connectionString: string;
  /** Every channel any consumer may join with: LISTEN is issued for all of them on each (re)connection. */
  channels: readonly string[];
  initialRetryMs?: number;
  maximumRetryMs?: number;
  livenessIntervalMs?: number;
}

/**
 * One instance, one LISTEN connection (db/notificationListener.ts), however many areas need notifications
 * (session revocations, member events): each joins with its channels and hears only those, and every consumer
 * hears each (re)connection and interruption. The connection opens with the first consumer and closes when the
 * last one leaves, so a database opened without consumers (tests, tools) holds no extra connection.
 */
export function sharedNotificationListener(
  options: SharedNotificationListenerOptions,
): SharedNotificationListener {
  const consumers = new Set<NotificationConsumer>();
  let listener: NotificationListener | null = null;

  const open = (): NotificationListener =>
    startNotificationListener({
      connectionString: options.connectionString,
      applicationName: `${NOTIFICATION_CONNECTION_NAME} pid=${process.pid}`,
      channels: options.channels,
      initialRetryMs: options.initialRetryMs,
      maximumRetryMs: options.maximumRetryMs,
      livenessIntervalMs: options.livenessIntervalMs,
      onNotification: (channel, payload) => {
        for (const consumer of consumers)
          if (consumer.channels.includes(channel)) consumer.onNotification(channel, payload);
      },
      onListening: () => {
        for (const consumer of consumers) consumer.onListening();
      },
      onInterrupted: (error) => {
        for (const consumer of consumers) consumer.onInterrupted(error);
      },
    });

  return {
    join(consumer) {
      const unknown = consumer.channels.filter((channel) => !options.channels.includes(channel));
      if (unknown.length > 0) throw new Error(`not listened to on this connection: ${unknown.join(', ')}`);
      consumers.add(consumer);
      const joined = listener ?? open();
      listener = joined;
      // Already listening: this consumer missed the connection's own `onListening`.
      if (joined.listening) queueMicrotask(() => consumers.has(consumer) && consumer.onListening());
      return {
        get listening() {
          return joined.listening && consumers.has(consumer);
        },
        query: joined.query,
        leave: async () => {
          if (!consumers.delete(consumer) || consumers.size > 0 || listener !== joined) return;
          listener = null;
          await joined.close();
        },
      };
    },
  };
}
