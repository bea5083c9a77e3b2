import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

/**
 * What the benchmarks share: servers in child processes (so autocannon, in the parent, never shares their event
 * loop), the headers of a signed-in member, one member per autocannon connection, and one measured run.
 */
export const CONNECTIONS = 50;

export type StartedServer<Announcement> = { child: ChildProcess; announcement: Announcement };

/**
 * Runs `node --import tsx <script> …args` (with BENCH_SERVER_NODE_ARGS before it, e.g. `--cpu-prof`) and waits
 * for the one JSON line the script prints once it listens. The rest of its stdout is drained, never read.
 */
export function startServerProcess<Announcement>(
  script: string,
  args: readonly string[],
  environment: NodeJS.ProcessEnv = {},
): Promise<StartedServer<Announcement>> {
  const child = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      '--import',
      'tsx',
      fileURLToPath(new URL(script, import.meta.url)),
      ...args,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...environment } },
  );
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} ${args.join(' ')} exited early (${code})`)));
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    lines.once('line', (line) => {
      lines.on('line', () => {});
      resolve({ child, announcement: JSON.parse(line) as Announcement });
    });
  });
}

export function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const FORM = 'application/x-www-form-urlencoded;charset=UTF-8';
const headersFor = (token: string) => ({
  d: '25',
  device_no: 'h5--bench',
  site_code: 'hgty',
  lang: 'en-US',
  t: token,
});

/** Gives each autocannon connection its own member; with `freshKeys`, a new Idempotency-Key per request. */
export function perConnectionMember(tokens: readonly string[], freshKeys: boolean) {
  let next = 0;
  return (client: autocannon.Client) => {
    const headers = { ...headersFor(tokens[next++ % tokens.length] as string), 'content-type': FORM };
    const nextHeaders = () =>
      freshKeys ? { ...headers, 'idempotency-key': `bench-${randomBytes(12).toString('hex')}` } : headers;
    client.setHeaders(nextHeaders());
    if (freshKeys) client.on('response', () => client.setHeaders(nextHeaders()));
  };
}

export type Measured = {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  p50Ms: number;
  non2xx: number;
  errors: number;
};

export async function measure(
  name: string,
  options: autocannon.Options & { duration: number },
): Promise<Measured> {
  const result = await autocannon({ connections: CONNECTIONS, ...options });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    p50Ms: result.latency.p50,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Warms the JIT, the pool and the session cache before anything is measured. */
export async function warmUp(options: autocannon.Options): Promise<void> {
  await autocannon({ connections: 10, duration: 2, ...options });
}
