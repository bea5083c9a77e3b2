import Fastify from 'fastify';
import pg from 'pg';

/**
 * The floor of the read path: the least a server can do to answer a member's balance. Bare Fastify (no logger,
 * no hooks), a node-postgres pool of the API's size, and the API's balance query as a named (prepared) statement
 * on the same database and rows, answered in the same `{ status, data }` envelope. No session, site, headers or
 * validation. `node --import tsx bench/floorServer.ts <databaseUrl>` prints one JSON line `{ port }`; each request
 * names its member in the `member` header.
 */
const pool = new pg.Pool({ connectionString: process.argv[2], max: Number(process.env.POOL_SIZE ?? 20) });
const balanceQuery = {
  name: 'floor_member_balance',
  text: `select kind, currency, balance_minor from ledger_accounts
         where member_id = $1 and kind in ('central', 'virtual', 'withdrawal_hold')`,
};

const app = Fastify();
app.get('/balance', async (request) => {
  const result = await pool.query({ ...balanceQuery, values: [request.headers.member] });
  const balanceOf = (kind: string) =>
    Number(result.rows.find((row) => row.kind === kind)?.balance_minor ?? 0);
  return {
    status: true,
    data: {
      currency: 'CNY',
      balanceMinor: balanceOf('central'),
      withdrawalPendingMinor: balanceOf('withdrawal_hold'),
      virtualCurrency: 'USDT',
      virtualBalanceMinor: balanceOf('virtual'),
    },
  };
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(
  `${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`,
);

process.once('SIGTERM', async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
