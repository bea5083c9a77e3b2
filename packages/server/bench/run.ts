import {
  CONNECTIONS,
  type Measured,
  measure,
  perConnectionMember,
  startServerProcess,
  stopServer,
  warmUp,
} from './harness.ts';

/**
 * `node --import tsx packages/server/bench/run.ts [pglite|postgres …]`
 * Starts the API in a child process per engine (seeded demo data, the hgty demo member signed in) and drives
 * it with autocannon at 50 connections: GET balance, then POST transfer (1 minor unit to a venue wallet, a fresh
 * Idempotency-Key per request, so every request posts a ledger transaction). Prints requests/s and p99.
 * Targets on a 2-core machine: PostgreSQL balance >= 4,000 req/s with p99 <= 30 ms, transfer >= 1,000 req/s with
 * p99 <= 100 ms; PGlite balance >= 1,200 req/s, transfer p99 <= 1 s. Figures: src/money/README.md.
 * The read path against a bare Fastify + pg floor is `readPath.ts`.
 */
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const engines = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['pglite', 'postgres'];

const rows: (Measured & { engine: string })[] = [];
for (const engine of engines) {
  const { child, announcement } = await startServerProcess<{ port: number; tokens: string[] }>(
    './benchServer.ts',
    [engine],
  );
  const { port, tokens } = announcement;
  try {
    const url = `http://127.0.0.1:${port}`;
    const balanceUrl = `${url}/api/findmed/v1/member/balance`;
    await warmUp({ url: balanceUrl, setupClient: perConnectionMember(tokens, false) });
    rows.push({
      engine,
      ...(await measure('GET balance', {
        url: balanceUrl,
        duration: DURATION_SECONDS,
        setupClient: perConnectionMember(tokens, false),
      })),
    });
    rows.push({
      engine,
      ...(await measure('POST transfer', {
        url: `${url}/api/f/v1/finance/transfer`,
        method: 'POST',
        duration: DURATION_SECONDS,
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
