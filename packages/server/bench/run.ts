import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

/**
 * `node --import tsx packages/server/bench/run.ts [pglite|postgres …]`
 * Starts the API in a child process per engine (seeded demo data, the hgty demo member signed in) and drives
 * it with autocannon at 50 connections: GET balance, then POST transfer (1 minor unit to a venue wallet, a fresh
 * Idempotency-Key per request, so every request posts a ledger transaction). Prints requests/s and p99.
 * Targets on a 2-core machine: PostgreSQL balance >= 4,000 req/s with p99 <= 30 ms, transfer >= 1,000 req/s with
 * p99 <= 100 ms; PGlite balance >= 1,200 req/s, transfer p99 <= 1 s. Figures: src/money/README.md.
 */
const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const engines = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['pglite', 'postgres'];

type Started = { child: ChildProcess; port: number; tokens: string[] };

function startServer(engine: string): Promise<Started> {
  const child = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      '--import',
      'tsx',
      fileURLToPath(new URL('./benchServer.ts', import.meta.url)),
      engine,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${engine} server exited early (${code})`)));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).once('line', (line) => {
      const { port, tokens } = JSON.parse(line) as { port: number; tokens: string[] };
      resolve({ child, port, tokens });
    });
  });
}

function stopServer(child: ChildProcess): Promise<void> {
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
function perConnectionMember(tokens: readonly string[], freshKeys: boolean) {
  let next = 0;
  return (client: autocannon.Client) => {
    const headers = { ...headersFor(tokens[next++ % tokens.length] as string), 'content-type': FORM };
    const nextHeaders = () =>
      freshKeys ? { ...headers, 'idempotency-key': `bench-${randomBytes(12).toString('hex')}` } : headers;
    client.setHeaders(nextHeaders());
    if (freshKeys) client.on('response', () => client.setHeaders(nextHeaders()));
  };
}

async function measure(name: string, options: autocannon.Options) {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_SECONDS, ...options });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    p50Ms: result.latency.p50,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

const rows = [];
for (const engine of engines) {
  const { child, port, tokens } = await startServer(engine);
  try {
    const url = `http://127.0.0.1:${port}`;
    const balanceUrl = `${url}/api/findmed/v1/member/balance`;
    // warm up the JIT, the pool and the session cache
    await autocannon({
      url: balanceUrl,
      connections: 10,
      duration: 2,
      setupClient: perConnectionMember(tokens, false),
    });
    rows.push({
      engine,
      ...(await measure('GET balance', { url: balanceUrl, setupClient: perConnectionMember(tokens, false) })),
    });
    rows.push({
      engine,
      ...(await measure('POST transfer', {
        url: `${url}/api/f/v1/finance/transfer`,
        method: 'POST',
        body: 'walletCode=sports&direction=to_venue&amountMinor=1',
        setupClient: perConnectionMember(tokens, true),
      })),
    });
  } finally {
    await stopServer(child);
  }
}

console.log(`\nautocannon, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each`);
console.table(rows);
