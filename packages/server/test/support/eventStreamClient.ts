import { request } from 'node:http';

/** One server-sent event as a client receives it. */
export interface StreamFrame {
  id: string | undefined;
  event: string;
  data: unknown;
}

export interface OpenedStream {
  status: number;
  /** The JSON body of a refused request (the stream never opened). */
  refusal: unknown;
  contentType: string | undefined;
  frames: StreamFrame[];
  /** Heartbeat comments (`: hb`) received so far. */
  heartbeats(): number;
  /** Resolves with the first frame (from the start of the stream) that matches, or rejects after `timeoutMs`. */
  waitFor(predicate: (frame: StreamFrame) => boolean, timeoutMs?: number): Promise<StreamFrame>;
  /** Resolves once the server has ended the response. */
  ended: Promise<void>;
  close(): void;
}

/**
 * A minimal EventSource for tests (Node's http, so headers such as Last-Event-ID can be set and the raw frames
 * read): parses `id`/`event`/`data` blocks separated by blank lines, counts comment heartbeats.
 */
export function openEventStream(
  baseUrl: string,
  path: string,
  options: { site?: string; headers?: Record<string, string> } = {},
): Promise<OpenedStream> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, baseUrl);
    const outgoing = request(url, {
      headers: {
        d: '25',
        site_code: options.site ?? 'hgty',
        accept: 'text/event-stream',
        ...options.headers,
      },
    });
    outgoing.on('error', reject);
    outgoing.on('response', (response) => {
      response.setEncoding('utf8');
      const frames: StreamFrame[] = [];
      const waiters = new Set<() => void>();
      let heartbeats = 0;
      let buffer = '';
      let body = '';
      let markEnded: () => void = () => {};
      const ended = new Promise<void>((done) => {
        markEnded = done;
      });
      const isStream = (response.headers['content-type'] ?? '').startsWith('text/event-stream');
      response.on('data', (chunk: string) => {
        if (!isStream) {
          body += chunk;
          return;
        }
        buffer += chunk;
        let cut = buffer.indexOf('\n\n');
        while (cut !== -1) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          cut = buffer.indexOf('\n\n');
          const fields = new Map<string, string>();
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) {
              if (line === ': hb') heartbeats += 1;
              continue;
            }
            const colon = line.indexOf(':');
            fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart());
          }
          if (!fields.has('event')) continue;
          frames.push({
            id: fields.get('id'),
            event: fields.get('event') ?? '',
            data: JSON.parse(fields.get('data') ?? 'null'),
          });
          for (const waiter of waiters) waiter();
        }
      });
      response.on('end', () => {
        markEnded();
        for (const waiter of waiters) waiter();
      });
      response.on('close', () => {
        markEnded();
        for (const waiter of waiters) waiter();
      });
      const opened: OpenedStream = {
        status: response.statusCode ?? 0,
        refusal: undefined,
        contentType: response.headers['content-type'],
        frames,
        heartbeats: () => heartbeats,
        ended,
        close: () => outgoing.destroy(),
        waitFor: (predicate, timeoutMs = 10_000) =>
          new Promise((found, failed) => {
            const check = () => {
              const frame = frames.find(predicate);
              if (!frame) return;
              clearTimeout(timer);
              waiters.delete(check);
              found(frame);
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              failed(new Error(`no matching frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`));
            }, timeoutMs);
            waiters.add(check);
            check();
          }),
      };
      if (isStream) {
        resolve(opened);
        return;
      }
      response.on('end', () => {
        opened.refusal = body ? JSON.parse(body) : undefined;
        resolve(opened);
      });
    });
    outgoing.end();
  });
}
