import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { postgresAvailable } from '../../../test/postgres.ts';
import { createScratchDatabase, type ServerProcess, startServerProcess } from './support/serverProcesses.ts';

const runOnPostgres = await postgresAvailable();
const ROUNDS = 5;

interface RoundOutcome {
  /** Why a process did not come up (the database error it died of), for each of the two that failed. */
  crashes: string[];
  /** Key pairs in `rsa_keys`: a new database must end with exactly one, the active one. */
  keyPairs: number;
  activeKeyPairs: number;
  servedKeys: string[];
}

/** The line of a crashed process's output that says what went wrong (its whole output is pages long). */
function causeOf(output: string): string {
  return output.match(/cause: (.*)/)?.[1] ?? output.slice(0, 500);
}

async function servedPublicKey(server: ServerProcess): Promise<string> {
  const response = await fetch(`${server.url}/api/f/v1/member/rsaKey`, {
    headers: { d: '25', device_no: 'h5--first-start', site_code: 'hgty' },
  });
  const body = (await response.json()) as { status: boolean; data: { publicKeySpkiPem: string } };
  if (response.status !== 200 || !body.status) throw new Error(`rsaKey answered ${response.status}`);
  return body.data.publicKeySpkiPem;
}

/** Two API processes started at the same instant on one new, empty database, both seeding (the worst case). */
async function startTwoOnANewDatabase(): Promise<RoundOutcome> {
  const database = await createScratchDatabase('first_start');
  const started = await Promise.allSettled([
    startServerProcess({ databaseUrl: database.url, seed: true }),
    startServerProcess({ databaseUrl: database.url, seed: true }),
  ]);
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  try {
    const crashes = started.flatMap((result) =>
      result.status === 'rejected' ? [causeOf(String(result.reason))] : [],
    );
    const servedKeys = await Promise.all(servers.map(servedPublicKey));
    const reader = new pg.Client({ connectionString: database.url });
    await reader.connect();
    try {
      const { rows } = await reader.query<{ pairs: number; active: number }>(
        'select count(*)::int as pairs, (count(*) filter (where active))::int as active from rsa_keys',
      );
      return { crashes, keyPairs: rows[0]?.pairs ?? 0, activeKeyPairs: rows[0]?.active ?? 0, servedKeys };
    } finally {
      await reader.end();
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await database.drop();
  }
}

/**
 * A deployment that starts every instance at once on a new database: migrations, the ledger guards, the
 * rate-limit table, the seed and the first RSA key pair must come out exactly as one instance would make them.
 */
describe.skipIf(!runOnPostgres)('two API processes starting together on a new database', () => {
  it(
    `both come up and serve one and the same RSA key, ${ROUNDS} rounds out of ${ROUNDS}`,
    async () => {
      const outcomes: RoundOutcome[] = [];
      // one round at a time (each round's two processes at once) keeps the loaded machine's start times sane
      for (let round = 0; round < ROUNDS; round += 1) outcomes.push(await startTwoOnANewDatabase());

      const failedRounds = outcomes.filter(
        (outcome) =>
          outcome.crashes.length > 0 ||
          outcome.keyPairs !== 1 ||
          outcome.activeKeyPairs !== 1 ||
          new Set(outcome.servedKeys).size !== 1 ||
          outcome.servedKeys.length !== 2,
      );
      expect(
        failedRounds.map(({ crashes, keyPairs, activeKeyPairs, servedKeys }) => ({
          crashes,
          keyPairs,
          activeKeyPairs,
          distinctServedKeys: new Set(servedKeys).size,
        })),
      ).toEqual([]);
    },
    ROUNDS * 240_000,
  );
});
