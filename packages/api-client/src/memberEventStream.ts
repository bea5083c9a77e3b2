import {
  type MemberEventName,
  type MemberEventPayload,
  memberEventNames,
  STREAM_CLOSED_EVENT,
  type StreamClosedReason,
} from '@platform/contract';
import { endpointRoutes } from '@platform/contract/endpointRoutes';
import type { EndpointFunctions } from './endpointCalls.ts';
import { SessionInvalidError } from './errors.ts';
import { defaultRetrySettings, type RetrySettings, retryDelayMs } from './retryPolicy.ts';

/** One event of the stream: a name of the contract's `memberEventPayloads` with its payload. */
export type MemberEvent = {
  [Name in MemberEventName]: { readonly name: Name; readonly payload: MemberEventPayload<Name> };
}[MemberEventName];

/** What the stream client needs of the browser's EventSource; tests hand in a fake. */
export interface EventSourceLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

/**
 * - `connecting`: no stream yet (the first ticket is being asked for).
 * - `open`: events arrive; polling may stop.
 * - `unavailable`: the stream could not be opened or was lost; the client tries again after a backoff and the app
 *   polls meanwhile.
 * - `stopped`: for good (stopped by the app, the server closed it for a sign-out or revocation, or the session is
 *   gone).
 */
export type EventStreamStatus = 'connecting' | 'open' | 'unavailable' | 'stopped';

/** The part of the ApiClient the stream uses: the ticket call, through the transport (headers, session handling). */
export interface EventStreamTicketIssuer {
  readonly api: Pick<EndpointFunctions, 'issueEventStreamTicket'>;
}

export interface MemberEventStreamOptions {
  /** The app's ApiClient. */
  readonly client: EventStreamTicketIssuer;
  /** Origin (and optional prefix) the contract's paths are appended to; same origin by default. */
  readonly baseUrl?: string;
  readonly onEvent: (event: MemberEvent) => void;
  readonly onStatus: (status: EventStreamStatus) => void;
  /** The browser's EventSource by default. */
  readonly createEventSource?: (url: string) => EventSourceLike;
  /** Backoff between attempts: full jitter under an exponential ceiling, capped (the transport's settings). */
  readonly backoff?: Partial<Pick<RetrySettings, 'baseDelayMs' | 'capMs' | 'random'>>;
}

export interface MemberEventStream {
  /** Closes the stream and gives up reconnecting (sign-out, the app closing). */
  stop(): void;
  /** The id of the last event delivered, the resume point of the next connection. */
  lastEventId(): string | null;
}

/** EventSource.CLOSED, spelt out: EventSource does not exist outside the browser. */
const EVENT_SOURCE_CLOSED = 2;

function streamUrl(baseUrl: string, ticket: string, lastEventId: string | null): string {
  const search = new URLSearchParams({ ticket });
  if (lastEventId !== null) search.set('lastEventId', lastEventId);
  // From the schema-free route table: the stream client does not download the endpoints' schemas.
  const streamPath = endpointRoutes.memberEventStream.path;
  return `${baseUrl.replace(/\/+$/, '')}${streamPath}?${search.toString()}`;
}

function parsePayload(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}

/**
 * The member's live event stream (issue 22). Each connection asks for a fresh single-use ticket through the normal
 * authenticated POST (the session token travels only in the `t` header, never in a URL), then opens an EventSource
 * on the stream with that ticket and the last event id seen, so the server replays what was missed. A lost stream is
 * closed at once (the browser's own retry would reuse the spent ticket) and reopened with a new ticket after a
 * backoff with full jitter, capped at 30 s; the backoff resets once a stream opens. The server's `stream.closed`
 * ends it (see `closedByServer`). The app stops it on sign-out.
 */
export function startMemberEventStream(options: MemberEventStreamOptions): MemberEventStream {
  const { client } = options;
  const baseUrl = options.baseUrl ?? '';
  const backoff: RetrySettings = { ...defaultRetrySettings, ...options.backoff };
  const createEventSource =
    options.createEventSource ?? ((url: string) => new EventSource(url) as EventSourceLike);
  let source: EventSourceLike | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let failuresInARow = 0;
  let lastEventId: string | null = null;
  let stopped = false;

  const setStatus = (status: EventStreamStatus) => {
    if (!stopped || status === 'stopped') options.onStatus(status);
  };

  const closeSource = () => {
    if (source === null) return;
    source.onopen = null;
    source.onerror = null;
    source.close();
    source = null;
  };

  const stop = () => {
    if (stopped) return;
    clearTimeout(retryTimer);
    closeSource();
    setStatus('stopped');
    stopped = true;
  };

  const retryLater = () => {
    closeSource();
    if (stopped) return;
    setStatus('unavailable');
    retryTimer = setTimeout(connect, retryDelayMs(failuresInARow, backoff));
    failuresInARow += 1;
  };

  /**
   * The server's last frame. An instance shutting down (`serverClosing`) is left for another one, and a renewed
   * session (`renewed`) opens a stream of its own, both at once, resuming after the last event. A sign-out
   * ends the stream for good; so does a revocation, which is confirmed the one way the app already trusts: one more
   * ticket is asked for, the server refuses it with "token", and the transport's session-invalid handling signs the
   * tab out as for any refused request.
   */
  const closedByServer = (reason: StreamClosedReason | undefined) => {
    if (reason === 'serverClosing' || reason === 'renewed') {
      failuresInARow = 0;
      retryLater();
      return;
    }
    stop();
    if (reason === 'revoked') void client.api.issueEventStreamTicket({ body: {} }).catch(() => undefined);
  };

  const listen = (opened: EventSourceLike) => {
    opened.onopen = () => {
      failuresInARow = 0;
      setStatus('open');
    };
    // A dropped stream or a refused ticket (401): the browser would retry with the same, now spent, ticket.
    opened.onerror = () => {
      if (opened === source) retryLater();
    };
    for (const name of memberEventNames) {
      opened.addEventListener(name, (message) => {
        // The server resumes after the id it was given; one event seen twice (a replay racing a live one) is dropped.
        if (opened !== source || (message.lastEventId !== '' && message.lastEventId === lastEventId)) return;
        if (message.lastEventId !== '') lastEventId = message.lastEventId;
        options.onEvent({ name, payload: parsePayload(message.data) } as MemberEvent);
        if (name === 'session.revoked') closedByServer('revoked');
      });
    }
    opened.addEventListener(STREAM_CLOSED_EVENT, (message) => {
      if (opened !== source) return;
      const payload = parsePayload(message.data) as { reason?: StreamClosedReason } | undefined;
      closedByServer(payload?.reason);
    });
  };

  async function connect(): Promise<void> {
    if (stopped) return;
    let ticket: string;
    try {
      ({ ticket } = await client.api.issueEventStreamTicket({ body: {} }));
    } catch (error) {
      // The transport has already signed the tab out; a new ticket would be refused again.
      if (error instanceof SessionInvalidError) stop();
      else retryLater();
      return;
    }
    if (stopped) return;
    const opened = createEventSource(streamUrl(baseUrl, ticket, lastEventId));
    source = opened;
    listen(opened);
    if (opened.readyState === EVENT_SOURCE_CLOSED) retryLater();
  }

  setStatus('connecting');
  void connect();
  return { stop, lastEventId: () => lastEventId };
}
