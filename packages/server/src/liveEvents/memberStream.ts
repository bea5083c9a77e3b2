import { PassThrough } from 'node:stream';
import { STREAM_CLOSED_EVENT, STREAM_HEARTBEAT_SECONDS, type StreamClosedReason } from '@platform/contract';
import type { Database } from '../db/database.ts';
import { CATCH_UP_BATCH, eventsAfter, type OutboxRow } from './outboxReader.ts';
import { formatCursor, type StreamCursor } from './streamCursor.ts';
import type { TicketHolder } from './tickets.ts';

/** Every this many heartbeats the stream checks its session is still live (it may have idled out or expired). */
const SESSION_CHECK_EVERY_HEARTBEATS = 4;

export interface MemberStreamOptions {
  db: Database;
  holder: TicketHolder;
  /** Whether the stream's session is live now (revocations arrive as events; expiry does not). */
  sessionIsLive(): Promise<boolean>;
  /** Called once when the stream has ended, whoever ended it. */
  onEnd(): void;
  onError(error: unknown): void;
  heartbeatMs?: number;
}

const SESSION_END_REASONS: Record<string, StreamClosedReason> = {
  signedOut: 'signedOut',
  renewed: 'renewed',
  revoked: 'revoked',
};

/**
 * One member's open event stream: the body of the SSE response. It only ever sends what the outbox holds after
 * its cursor, in number order, and moves the cursor past each row: a wake-up (a notification, a reconnected
 * listener, the first replay) reads the outbox again, so a notification that arrives twice or during a read
 * sends nothing twice, and one that never arrives is made up by the next read. Reads never overlap: a wake-up
 * during a read schedules one more read after it.
 */
export class MemberEventStream {
  readonly body = new PassThrough();
  private cursor: StreamCursor = { member: 0, site: 0 };
  private reading = false;
  private wokenWhileReading = false;
  private started = false;
  private ended = false;
  private heartbeats = 0;
  private readonly heartbeatTimer: NodeJS.Timeout;

  constructor(private readonly options: MemberStreamOptions) {
    // Sent at once, so the client (and every proxy) sees the response start before any event.
    this.body.write(': open\n\n');
    this.heartbeatTimer = setInterval(
      () => void this.heartbeat(),
      options.heartbeatMs ?? STREAM_HEARTBEAT_SECONDS * 1000,
    );
    this.body.on('close', () => this.finish());
  }

  get holder(): TicketHolder {
    return this.options.holder;
  }

  /** Starts delivery after `cursor`: everything after it is replayed, then whatever the wake-ups bring. */
  start(cursor: StreamCursor): void {
    this.cursor = cursor;
    this.started = true;
    this.wake();
  }

  /** Something may have been written for this stream: read the outbox after the cursor. */
  wake(): void {
    if (this.ended || !this.started) return;
    if (this.reading) {
      this.wokenWhileReading = true;
      return;
    }
    this.reading = true;
    void this.readUntilCurrent().then(
      () => {
        this.reading = false;
      },
      (error: unknown) => {
        this.reading = false;
        this.options.onError(error);
        this.close('serverClosing');
      },
    );
  }

  /** Sends the closing frame and ends the response. */
  close(reason: StreamClosedReason): void {
    if (this.ended) return;
    this.body.write(`event: ${STREAM_CLOSED_EVENT}\ndata: ${JSON.stringify({ reason })}\n\n`);
    this.body.end();
    this.finish();
  }

  /** The client went away: stop without a closing frame (there is no one to read it). */
  detach(): void {
    this.finish();
    this.body.destroy();
  }

  private async readUntilCurrent(): Promise<void> {
    let more = true;
    while (more && !this.ended) {
      this.wokenWhileReading = false;
      const { member, site } = await eventsAfter(this.options.db, this.options.holder, this.cursor);
      for (const row of member) if (!this.ended) this.deliver(row);
      for (const row of site) if (!this.ended) this.deliver(row);
      more = this.wokenWhileReading || member.length === CATCH_UP_BATCH || site.length === CATCH_UP_BATCH;
    }
  }

  private deliver(row: OutboxRow): void {
    if (row.scope === 'member') this.cursor = { ...this.cursor, member: row.seq };
    else this.cursor = { ...this.cursor, site: row.seq };
    if (row.name === 'session.revoked') {
      // Another session of the member ended: nothing to tell this one.
      if (row.sessionKey !== this.options.holder.sessionKey) return;
      const reason = SESSION_END_REASONS[String(row.payload.reason)] ?? 'revoked';
      if (reason === 'revoked') this.frame(row.name, {});
      this.close(reason);
      return;
    }
    this.frame(row.name, row.payload);
  }

  private frame(name: string, payload: Record<string, unknown>): void {
    this.body.write(`id: ${formatCursor(this.cursor)}\nevent: ${name}\ndata: ${JSON.stringify(payload)}\n\n`);
  }

  private async heartbeat(): Promise<void> {
    if (this.ended) return;
    this.body.write(': hb\n\n');
    this.heartbeats += 1;
    if (this.heartbeats % SESSION_CHECK_EVERY_HEARTBEATS !== 0) return;
    try {
      if (!(await this.options.sessionIsLive())) this.close('revoked');
    } catch (error) {
      this.options.onError(error);
    }
  }

  private finish(): void {
    if (this.ended) return;
    this.ended = true;
    clearInterval(this.heartbeatTimer);
    this.options.onEnd();
  }
}
