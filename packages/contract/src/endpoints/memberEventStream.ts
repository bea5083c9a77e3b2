import { Type } from 'typebox';
import { defineEndpoint } from '../defineEndpoint.ts';
import { STREAM_FRAMES_DESCRIPTION, STREAM_TICKET_SECONDS } from '../memberEvents.ts';

const EVENTS_PATH = '/api/findmed/v1/member/events';

/**
 * The member's event stream. `EventSource` cannot send the `t` header, and a session token must never sit in a
 * URL (proxies and logs keep URLs), so a signed-in call first takes a ticket: random, stored hashed, redeemable
 * once within ~30 s on any instance, bound to the session that asked for it.
 */
export const memberEventStreamEndpoints = {
  issueEventStreamTicket: defineEndpoint({
    name: 'issueEventStreamTicket',
    method: 'POST',
    path: `${EVENTS_PATH}/ticket`,
    auth: 'member',
    encoding: 'form',
    summary: `A single-use ticket (valid ${STREAM_TICKET_SECONDS} s, bound to this session) to open the event stream with`,
    body: Type.Object({}),
    response: Type.Object({
      ticket: Type.String({ description: 'Opaque; send once as the `ticket` query parameter of the stream' }),
      expiresInSeconds: Type.Integer({ minimum: 1 }),
    }),
    errors: [],
  }),
  memberEventStream: defineEndpoint({
    name: 'memberEventStream',
    method: 'GET',
    path: `${EVENTS_PATH}/stream`,
    auth: 'streamTicket',
    encoding: 'none',
    summary: "The member's live events as server-sent events, resumable after the last event id",
    query: Type.Object({
      ticket: Type.String({
        minLength: 1,
        maxLength: 128,
        description: 'From issueEventStreamTicket; spent by this request',
      }),
      lastEventId: Type.Optional(
        Type.String({
          maxLength: 40,
          description:
            'Resume point when the Last-Event-ID header cannot be set (a new EventSource); the header wins',
        }),
      ),
    }),
    response: Type.String({ description: STREAM_FRAMES_DESCRIPTION }),
    rawResponse: { contentType: 'text/event-stream' },
    errors: ['EVENT_STREAM_TICKET_INVALID', 'EVENT_STREAM_CURSOR_INVALID'],
  }),
};
