import { endpoints } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { callerRateKey } from '../http/callerRateKey.ts';
import { registerEndpoint } from '../http/registerEndpoint.ts';
import { headerText } from '../http/requestHeaderText.ts';
import { MemberEventStream } from './memberStream.ts';
import type { OutboxNotices } from './outboxNotices.ts';
import { currentCursor } from './outboxReader.ts';
import { scheduleOutboxCleanup } from './retention.ts';
import { parseCursor, type StreamCursor } from './streamCursor.ts';
import { StreamHub } from './streamHub.ts';
import { issueStreamTicket, liveSessionHolder, redeemStreamTicket } from './tickets.ts';

/**
 * Tickets a session may take per minute: an app takes one per (re)connection. Counted per session, not per address
 * (`callerRateKey`): members behind one carrier NAT or office address are many apps at one address, and counting
 * them together refused their streams (the end-to-end suite's browsers, all on 127.0.0.1, met it). A made-up token
 * per request would be a fresh count each time, so one address is also stopped at `addressCeiling` a minute.
 */
export const TICKET_RATE_LIMIT = {
  max: 60,
  timeWindow: 60_000,
  addressCeiling: 600,
  keyGenerator: callerRateKey('events-ticket'),
};

const earlier = (resume: StreamCursor, current: StreamCursor): StreamCursor => ({
  member: Math.min(resume.member, current.member),
  site: Math.min(resume.site, current.site),
});

/**
 * The member event stream: the ticket endpoint and the SSE endpoint, with this instance's hub of open streams fed
 * by the outbox notices. Streams end before the server closes (`preClose`), so none holds a shutdown open.
 */
export function registerLiveEventRoutes(
  app: FastifyInstance,
  notices: OutboxNotices,
  heartbeatMs?: number,
): StreamHub {
  const hub = new StreamHub();
  notices.subscribe(hub);
  app.addHook('preClose', async () => hub.closeAll('serverClosing'));
  const cleanup = scheduleOutboxCleanup(app.platform.db, app.platform.clock, (error) =>
    app.log.error({ err: error }, 'member event outbox cleanup failed'),
  );
  app.addHook('onClose', async () => {
    cleanup.stop();
    await notices.close();
  });

  registerEndpoint(
    app,
    endpoints.issueEventStreamTicket,
    ({ db, platform, sessionToken }) => issueStreamTicket(db, sessionToken as string, platform.clock()),
    { rateLimit: TICKET_RATE_LIMIT },
  );

  registerEndpoint(
    app,
    endpoints.memberEventStream,
    async ({ db, platform, query, headers, site, request, reply }) => {
      // Read before the ticket is spent: a malformed resume point must not cost the client its ticket.
      const resumeFrom = parseCursor(headerText(headers['last-event-id']) ?? query.lastEventId);
      const holder = await redeemStreamTicket(
        db,
        platform.sessions,
        query.ticket,
        site.code,
        platform.clock(),
      );
      const sessionIsLive = async () =>
        (await liveSessionHolder(db, platform.sessions, holder.sessionKey, platform.clock())) !== null;
      const stream: MemberEventStream = new MemberEventStream({
        db,
        holder,
        sessionIsLive,
        heartbeatMs,
        onEnd: () => hub.remove(stream),
        onError: (error) => request.log.error({ err: error }, 'member event stream failed'),
      });
      // Listening first, then reading where to start: whatever commits from here on wakes the stream, and the
      // first read (start) sends everything after the cursor, so nothing falls between the two.
      hub.add(stream);
      reply.raw.on('close', () => stream.detach());
      const current = await currentCursor(db, holder);
      // A session revoked between the ticket and the listening would have no event left to close the stream.
      if (!(await sessionIsLive())) stream.close('revoked');
      else stream.start(resumeFrom ? earlier(resumeFrom, current) : current);
      reply.header('x-accel-buffering', 'no');
      // The SSE body is a stream, not the string the contract's schema describes frame by frame.
      return stream.body as unknown as string;
    },
  );

  return hub;
}
