import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postgresAvailable } from '../../../../test/postgres.ts';
import { buildApp } from '../../src/app.ts';
import type { MoneyExecutor } from '../../src/ledger/executor.ts';
import { createTestMember, fundMember, seedTestSite } from '../support/moneyFixtures.ts';
import { postMoney, sessionTokenFor } from '../support/moneyHttp.ts';
import { type MoneyTestDatabase, openPostgresMoneyDatabase } from '../support/moneyTestDatabase.ts';

const runOnPostgres = await postgresAvailable();

/**
 * Throughput of the money path is bounded by round trips to the database (the API process waits on each), so
 * their number per movement is the figure that must not creep back up; the benchmark measures the rest.
 */
describe.skipIf(!runOnPostgres)('round trips of a transfer on PostgreSQL', () => {
  let handle: MoneyTestDatabase;
  let database: MoneyExecutor;
  beforeAll(async () => {
    handle = await openPostgresMoneyDatabase(4);
    database = handle.database;
    await seedTestSite(database, 'blty');
    await seedTestSite(database, 'hgty');
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await handle?.close();
  });

  /** The statements the second of two identical transfers into a venue sends, on a site. */
  async function statementsOfTransferIn(siteCode: string): Promise<number> {
    const member = await createTestMember(database, siteCode);
    await fundMember(database, member, 10_000);
    const app = await buildApp({ db: database, rateLimits: false, logLevel: 'warn' });
    try {
      const token = await sessionTokenFor(app, database, member);
      const transfer = () =>
        postMoney(
          app,
          '/api/f/v1/finance/transfer',
          { walletCode: 'SPORT', direction: 'to_venue', amountMinor: 5 },
          token,
          undefined,
          { site: siteCode },
        );
      // the first call also opens the venue account
      expect((await transfer()).statusCode).toBe(200);
      const statements = vi.spyOn(pg.Client.prototype, 'query');
      const response = await transfer();
      const sent = statements.mock.calls.length;
      statements.mockRestore();
      expect(response.statusCode).toBe(200);
      return sent;
    } finally {
      await app.close();
    }
  }

  it('a transfer is two statements: the session, then the venue checks, key claim, posting and stored reply together', async () => {
    // A state change always reads its session from the database (never the cache), so a revocation on another
    // instance holds even before its notification arrives here; everything else is the one posting statement.
    // blty offers no safer play (site config), so nothing is checked before the posting.
    expect(await statementsOfTransferIn('blty')).toBe(2);
  });

  it('on a safer-play site a transfer into a venue is checked in its own transaction first (eleven statements instead of two)', async () => {
    // session, BEGIN, key claim, member lock, break, limits, venue, account ids, posting (ledger_post_v1), reply,
    // COMMIT: the price of enforcing limits in the posting's transaction (see src/saferPlay/enforcement.ts)
    expect(await statementsOfTransferIn('hgty')).toBe(11);
  });
});
