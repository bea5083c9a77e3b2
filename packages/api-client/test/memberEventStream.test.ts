import { endpoints, STREAM_CLOSED_EVENT } from '@platform/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../src/apiClient.ts';
import { SessionInvalidError } from '../src/errors.ts';
import {
  type EventSourceLike,
  type EventStreamStatus,
  type MemberEvent,
  startMemberEventStream,
} from '../src/memberEventStream.ts';
import { createClientFixture } from './support/clientFixture.ts';
import { sendJson, startTestServer, type TestServer } from './support/testServer.ts';

/** A stand-in for the browser's EventSource that the test drives: open it, fail it, deliver frames. */
class FakeEventSource implements EventSourceLike {
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close(): void {
    this.closed = true;
    this.readyState = 2;
  }
  open(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  fail(): void {
    this.readyState = 2;
    this.onerror?.(new Event('error'));
  }
  deliver(name: string, id: string, payload: unknown): void {
    const message = new MessageEvent<string>(name, { data: JSON.stringify(payload), lastEventId: id });
    for (const listener of this.listeners.get(name) ?? []) listener(message);
  }
  param(name: string): string | null {
    return new URL(this.url, 'http://127.0.0.1').searchParams.get(name);
  }
}

/** A ticket issuer that counts its tickets (`t1`, `t2`, …), or fails with what `failWith` holds. */
function ticketIssuer() {
  const issuer = {
    issued: 0,
    failWith: null as Error | null,
    api: {
      issueEventStreamTicket: async () => {
        if (issuer.failWith !== null) throw issuer.failWith;
        issuer.issued += 1;
        return { ticket: `t${issuer.issued}`, expiresInSeconds: 30 };
      },
    },
  };
  return issuer;
}

function startWithFakes(
  backoff = { baseDelayMs: 1000, capMs: 8000, random: () => 0.5 },
  issuer = ticketIssuer(),
) {
  const sources: FakeEventSource[] = [];
  const events: MemberEvent[] = [];
  const statuses: EventStreamStatus[] = [];
  const stream = startMemberEventStream({
    client: issuer,
    baseUrl: 'https://api.example',
    createEventSource: (url) => {
      const source = new FakeEventSource(url);
      sources.push(source);
      return source;
    },
    onEvent: (event) => events.push(event),
    onStatus: (status) => statuses.push(status),
    backoff,
  });
  const latest = () => {
    const source = sources.at(-1);
    if (source === undefined) throw new Error('no EventSource was opened');
    return source;
  };
  return { issuer, sources, events, statuses, stream, latest };
}

const streamPath = endpoints.memberEventStream.path;

/**
 * Waits for what the stream does once its promises settle (a ticket fetched, a source opened), without moving the
 * faked clock: `vi.waitFor` advances faked timers by its interval on every retry, so under load a wait could fire
 * the backoff timers the tests step through on purpose. Interval 0 runs only what is due now; the timeout is real.
 */
function settled<T>(check: () => T): Promise<T> {
  return vi.waitFor(check, { interval: 0, timeout: 5_000 });
}

describe('member event stream', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens the stream with a fresh ticket, never the session token, and reports it open', async () => {
    const { latest, statuses } = startWithFakes();
    await settled(() => latest());
    const url = new URL(latest().url);
    expect(`${url.origin}${url.pathname}`).toBe(`https://api.example${streamPath}`);
    expect([...url.searchParams.keys()]).toEqual(['ticket']);
    expect(latest().param('ticket')).toBe('t1');
    latest().open();
    expect(statuses).toEqual(['connecting', 'open']);
  });

  it('delivers events in order and resumes after the last one with a new ticket when the stream drops', async () => {
    const { latest, sources, events, statuses } = startWithFakes();
    await settled(() => latest());
    latest().open();
    latest().deliver('balance.changed', '1.0', { reason: 'deposit', wallet: 'central' });
    latest().deliver('message.arrived', '2.0', { unread: 3 });
    latest().fail();
    expect(sources[0]?.closed).toBe(true);
    expect(statuses.at(-1)).toBe('unavailable');
    // Full jitter under the first ceiling: 0.5 × 1000 ms.
    await vi.advanceTimersByTimeAsync(499);
    expect(sources).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await settled(() => expect(sources).toHaveLength(2));
    expect(latest().param('ticket')).toBe('t2');
    expect(latest().param('lastEventId')).toBe('2.0');
    latest().open();
    latest().deliver('message.arrived', '2.0', { unread: 3 });
    latest().deliver('task.claimable', '3.0', { taskId: 'k' });
    expect(events.map((event) => event.name)).toEqual([
      'balance.changed',
      'message.arrived',
      'task.claimable',
    ]);
    expect(events[1]).toEqual({ name: 'message.arrived', payload: { unread: 3 } });
  });

  it('backs off exponentially with jitter up to the cap while the stream cannot be opened, and starts over once open', async () => {
    const { latest, sources } = startWithFakes({ baseDelayMs: 1000, capMs: 4000, random: () => 0.5 });
    await settled(() => latest());
    const waits: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const before = sources.length;
      latest().fail();
      let waited = 0;
      while (sources.length === before) {
        await vi.advanceTimersByTimeAsync(50);
        waited += 50;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([500, 1000, 2000, 2000, 2000]);
    latest().open();
    latest().fail();
    await vi.advanceTimersByTimeAsync(500);
    await settled(() => expect(sources).toHaveLength(7));
  });

  it('retries the ticket after a failure to get one, and stops when the session is gone', async () => {
    const offline = ticketIssuer();
    offline.failWith = new Error('offline');
    const { issuer, sources, statuses } = startWithFakes(undefined, offline);
    await settled(() => expect(statuses).toEqual(['connecting', 'unavailable']));
    issuer.failWith = new SessionInvalidError(200, { method: 'POST', path: '/ticket' });
    await vi.advanceTimersByTimeAsync(500);
    await settled(() => expect(statuses.at(-1)).toBe('stopped'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sources).toHaveLength(0);
  });

  it('stops for good on a sign-out frame and on stop(), opening nothing more', async () => {
    const first = startWithFakes();
    await settled(() => first.latest());
    first.latest().open();
    first.latest().deliver(STREAM_CLOSED_EVENT, '', { reason: 'signedOut' });
    expect(first.latest().closed).toBe(true);
    expect(first.statuses.at(-1)).toBe('stopped');

    const second = startWithFakes();
    await settled(() => second.latest());
    second.stream.stop();
    second.latest().fail();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(second.sources).toHaveLength(1);
    expect(second.statuses).toEqual(['connecting', 'stopped']);
    expect(first.issuer.issued + second.issuer.issued).toBe(2);
  });

  it.each(['serverClosing', 'renewed'])(
    'reconnects at once, resuming, when the server closes for %s',
    async (reason) => {
      const { latest, sources, statuses } = startWithFakes({
        baseDelayMs: 1000,
        capMs: 8000,
        random: () => 0,
      });
      await settled(() => latest());
      latest().open();
      latest().deliver('vip.levelChanged', '4.0', { level: 2 });
      latest().deliver(STREAM_CLOSED_EVENT, '', { reason });
      await vi.advanceTimersByTimeAsync(0);
      await settled(() => expect(sources).toHaveLength(2));
      expect(latest().param('lastEventId')).toBe('4.0');
      expect(statuses).not.toContain('stopped');
    },
  );
});

describe('member event stream, revocation through the real transport', () => {
  let server: TestServer;
  afterEach(async () => {
    await server.close();
  });

  it('a revoked session signs the tab out the way a refused request does, and the stream stops', async () => {
    server = await startTestServer();
    const fixture = createClientFixture({ t: 'session-token' });
    const client = createApiClient(fixture.options(server.baseUrl));
    let revoked = false;
    server.handle((_request, response) =>
      revoked
        ? sendJson(response, 200, { status: false, data: 'token' })
        : sendJson(response, 200, { status: true, data: { ticket: 'abc', expiresInSeconds: 30 } }),
    );
    const sources: FakeEventSource[] = [];
    const statuses: EventStreamStatus[] = [];
    startMemberEventStream({
      client,
      baseUrl: server.baseUrl,
      createEventSource: (url) => {
        const source = new FakeEventSource(url);
        sources.push(source);
        return source;
      },
      onEvent: () => undefined,
      onStatus: (status) => statuses.push(status),
    });
    await settled(() => expect(sources).toHaveLength(1));
    const ticketRequest = server.lastRequest();
    expect(ticketRequest).toMatchObject({ method: 'POST', path: endpoints.issueEventStreamTicket.path });
    expect(ticketRequest.headers.t).toBe('session-token');
    expect(sources[0]?.url).not.toContain('session-token');

    revoked = true;
    sources[0]?.open();
    sources[0]?.deliver('session.revoked', '5.0', {});
    await settled(() => expect(fixture.hooks.logouts).toBe(1));
    expect(fixture.hooks.navigations).toEqual(['/login']);
    expect(client.isSignedIn()).toBe(false);
    expect(statuses.at(-1)).toBe('stopped');
    expect(sources).toHaveLength(1);
  });
});
