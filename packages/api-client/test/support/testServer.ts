import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the server saw it on the wire. */
export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
  readonly text: string;
}

export type TestHandler = (request: RecordedRequest, response: ServerResponse) => void;

export interface TestServer {
  readonly baseUrl: string;
  /** Every request received, in arrival order (including ones the handler never answered). */
  readonly requests: RecordedRequest[];
  /** The latest request; fails the test when there was none. */
  lastRequest(): RecordedRequest;
  /** The requests to one path, in arrival order. */
  requestsTo(path: string): RecordedRequest[];
  /** Replaces the handler for the following requests. */
  handle(handler: TestHandler): void;
  close(): Promise<void>;
}

/** Writes a JSON body with the given status and extra headers. */
export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
}

/** A real HTTP server on 127.0.0.1 and a random port: the client under test talks to it over TCP. */
export async function startTestServer(): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  let handler: TestHandler = (_request, response) => sendJson(response, 200, { status: true, data: null });
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
      const body = Buffer.concat(chunks);
      const recorded: RecordedRequest = {
        method: incoming.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: incoming.headers,
        body,
        text: body.toString('utf8'),
      };
      requests.push(recorded);
      handler(recorded, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    lastRequest: () => {
      const last = requests.at(-1);
      if (last === undefined) throw new Error('the test server received no request');
      return last;
    },
    requestsTo: (path) => requests.filter((request) => request.path === path),
    handle: (next) => {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
