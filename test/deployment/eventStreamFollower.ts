import { type IncomingMessage, request } from 'node:http';
import { endpoints, STREAM_CLOSED_EVENT, type StreamClosedReason } from '@platform/contract';
import { httpPostForm } from '../../packages/server/test/support/httpCalls.ts';
import { SERVED_BY_HEADER } from './haproxy.ts';

/** One server-sent event as the stream framed it. */
export interface StreamEvent {
  id: string;
  event: string;
  data: unknown;
}

/** One connection of the follower: which instance served it and how it ended. */
export interface StreamConnection {
  servedBy: string;
  /** 'cut': the connection broke without a `stream.closed` frame; else that frame's reason. */
  ended: 'open' | 'cut' | StreamClosedReason;
}

/**
 * A member's app following its event stream through the proxy, as the browser client does it: take a ticket with
 * the session (`t` header), open the stream with it, and when the stream is cut (its instance died) or closed
 * for `serverClosing`, take a new ticket at once and open it again from the last event id it saw (the `lastEventId`
 * query parameter, as a new EventSource must). Every event received is kept, in order, to check that nothing was
 * lost or received twice.
 */
export interface EventStreamFollower {
  events: StreamEvent[];
  connections: StreamConnection[];
  /** Resolves with the events once `predicate` holds for the events received so far. */
  waitFor(predicate: (events: readonly StreamEvent[]) => boolean): Promise<StreamEvent[]>;
  /** Resolves once the current connection is open (its headers arrived). */
  connected(): Promise<StreamConnection>;
  stop(): void;
}

function parseFrame(frame: string): StreamEvent | null {
  const fields: Record<string, string> = {};
  for (const line of frame.split('\n')) {
    if (line === '' || line.startsWith(':')) continue; // a comment: the heartbeat
    const colon = line.indexOf(':');
    const name = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    fields[name] = name === 'data' && fields.data !== undefined ? `${fields.data}\n${value}` : value;
  }
  if (fields.event === undefined && fields.data === undefined) return null;
  return { id: fields.id ?? '', event: fields.event ?? 'message', data: JSON.parse(fields.data ?? 'null') };
}

async function takeTicket(proxyUrl: string, token: string): Promise<string> {
  const reply = await httpPostForm(proxyUrl, endpoints.issueEventStreamTicket.path, {}, { token });
  if (reply.status !== 200) throw new Error(`ticket refused: ${reply.status} ${reply.body}`);
  return reply.json<{ data: { ticket: string } }>().data.ticket;
}

function openStream(
  proxyUrl: string,
  ticket: string,
  lastEventId: string | undefined,
): Promise<IncomingMessage> {
  const url = new URL(endpoints.memberEventStream.path, proxyUrl);
  url.searchParams.set('ticket', ticket);
  if (lastEventId) url.searchParams.set('lastEventId', lastEventId);
  return new Promise((resolve, reject) => {
    // an EventSource sends no site_code header: the site comes from the host the app runs on
    const headers = { accept: 'text/event-stream', host: `hgty.localhost:${url.port}` };
    const outgoing = request(url, { headers }, (incoming) => {
      if (incoming.statusCode !== 200) {
        let body = '';
        incoming.on('data', (chunk) => {
          body += chunk;
        });
        incoming.on('end', () => reject(new Error(`stream refused: ${incoming.statusCode} ${body}`)));
        return;
      }
      resolve(incoming);
    });
    outgoing.once('error', reject);
    outgoing.end();
  });
}

export function followEventStream(
  proxyUrl: string,
  token: string,
  /** Called as each event arrives (the benchmark times delivery with it). */
  onEvent: (event: StreamEvent) => void = () => {},
): EventStreamFollower {
  const events: StreamEvent[] = [];
  const connections: StreamConnection[] = [];
  const waiters = new Set<() => void>();
  let stopped = false;
  let current: IncomingMessage | undefined;
  let failure: Error | undefined;
  const notify = () => {
    for (const waiter of waiters) waiter();
  };

  /** Reads one connection to its end; resolves with how it ended. */
  async function readOneConnection(): Promise<StreamConnection['ended']> {
    const response = await openStream(proxyUrl, await takeTicket(proxyUrl, token), events.at(-1)?.id);
    current = response;
    const connection: StreamConnection = {
      servedBy: String(response.headers[SERVED_BY_HEADER]),
      ended: 'open',
    };
    connections.push(connection);
    notify();
    return new Promise((resolve) => {
      let buffered = '';
      let closedFor: StreamClosedReason | undefined;
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffered += chunk;
        let boundary = buffered.indexOf('\n\n');
        while (boundary !== -1) {
          const frame = parseFrame(buffered.slice(0, boundary));
          buffered = buffered.slice(boundary + 2);
          boundary = buffered.indexOf('\n\n');
          if (!frame) continue;
          if (frame.event === STREAM_CLOSED_EVENT)
            closedFor = (frame.data as { reason: StreamClosedReason }).reason;
          else {
            events.push(frame);
            onEvent(frame);
          }
          notify();
        }
      });
      // a connection cut mid-response ends in 'aborted'/'error' or an early 'end', depending on where it broke
      response.once('close', () => {
        connection.ended = closedFor ?? 'cut';
        notify();
        resolve(connection.ended);
      });
      response.once('error', () => {});
    });
  }

  void (async () => {
    try {
      // a cut or a stopping instance is reconnected; a session that ended (or was renewed: the app reopens with
      // its new token, which this follower does not have) has nothing to reconnect with
      while (!stopped) {
        const ended = await readOneConnection();
        if (ended !== 'cut' && ended !== 'serverClosing') break;
      }
    } catch (error) {
      failure = error as Error;
      notify();
    }
  })();

  function waitUntil<T>(ready: () => T | undefined): Promise<T> {
    return new Promise((resolve, reject) => {
      const check = () => {
        if (failure && !stopped) {
          waiters.delete(check);
          reject(failure);
          return;
        }
        const value = ready();
        if (value !== undefined) {
          waiters.delete(check);
          resolve(value);
        }
      };
      waiters.add(check);
      check();
    });
  }

  return {
    events,
    connections,
    waitFor: (predicate) => waitUntil(() => (predicate(events) ? [...events] : undefined)),
    connected: () => waitUntil(() => connections.findLast((connection) => connection.ended === 'open')),
    stop: () => {
      stopped = true;
      current?.destroy();
    },
  };
}
