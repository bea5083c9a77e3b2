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
 * Targets on a 2-core machine: PostgreSQL >= 4,000 req/s with p99 <= 30 ms for balance; PGlite >= 1,200 req/s.
 */
const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const engines = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['pglite', 'postgres'];

type Started = { child: ChildProcess; port: number; token: string };

function startServer(engine: string): Promise<Started> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./benchServer.ts', import.meta.url)), engine],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${engine} server exited early (${code})`)));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).once('line', (line) => {
      const { port, token } = JSON.parse(line) as { port: number; token: string };
      resolve({ child, port, token });
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

const headersFor = (token: string) => ({
  d: '25',
  device_no: 'h5--bench',
  site_code: 'hgty',
  lang: 'en-US',
  t: token,
});

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
  const { child, port, token } = await startServer(engine);
  try {
    const url = `http://127.0.0.1:${port}`;
    const headers = headersFor(token);
    // warm up the JIT, the pool and the session cache
    await autocannon({ url: `${url}/api/findmed/v1/member/balance`, connections: 10, duration: 2, headers });
    rows.push({
      engine,
      ...(await measure('GET balance', { url: `${url}/api/findmed/v1/member/balance`, headers })),
    });
    rows.push({
      engine,
      ...(await measure('POST transfer', {
        url: `${url}/api/f/v1/finance/transfer`,
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
        body: 'walletCode=sports&direction=to_venue&amountMinor=1',
        // a new key per request: every request is a first request that posts to the ledger
        setupClient: (client) => {
          client.setHeaders({
            ...headers,
            'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
          });
          client.on('response', () => {
            client.setHeaders({
              ...headers,
              'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
              'idempotency-key': `bench-${randomBytes(12).toString('hex')}`,
            });
          });
          client.setHeaders({
            ...headers,
            'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
            'idempotency-key': `bench-${randomBytes(12).toString('hex')}`,
          });
        },
      })),
    });
  } finally {
    await stopServer(child);
  }
}

console.log(`\nautocannon, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each`);
console.table(rows);
