import { openDatabase } from '../db/database.ts';
import { installLedgerGuards } from '../money/ledger/guards.ts';
import { describeFailure, operatorUsage, runOperatorCommand, UsageError } from './commands.ts';

/**
 * `node --import tsx packages/server/src/operator/cli.ts <command>`: the operator's tool (see `help`).
 * Uses DATABASE_URL when set, else the PGlite data folder the server uses (PGLITE_DATA_DIR, default
 * .data/pglite); PGlite allows one process at a time, so stop the server first or run both on PostgreSQL.
 */
const connection = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.PGLITE_DATA_DIR ?? '.data/pglite',
});
let exitCode = 0;
try {
  await installLedgerGuards(connection.db);
  await runOperatorCommand(connection.db, process.argv.slice(2), (line) => console.log(line));
} catch (error) {
  console.error(describeFailure(error));
  if (error instanceof UsageError) console.error(`\n${operatorUsage}`);
  exitCode = error instanceof UsageError ? 2 : 1;
} finally {
  await connection.close();
}
process.exit(exitCode);
