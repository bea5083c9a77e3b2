import { resolve } from 'node:path';
import { openDatabase } from '../composition/openDatabase.ts';
import { DataFolderInUseError } from '../db/dataFolderLock.ts';
import { describeFailure, executeOperatorCommand } from './commands.ts';
import { liveOperatorAccess, operatorAccessFileOf } from './operatorAccess.ts';
import { OperatorServerUnreachableError, sendOperatorCommand } from './operatorClient.ts';
import { type OperatorCommand, operatorUsage, parseOperatorCommand, UsageError } from './operatorCommand.ts';

/**
 * `node --import tsx packages/server/src/operator/cli.ts <command>`: the operator's tool (see `help`).
 * 1. The command line is parsed first: `help` and mistakes are answered without opening anything.
 * 2. PGlite (no DATABASE_URL): one process per folder. When the API runs on it (its `<folder>.operator.json`
 *    names a live process), the command goes to the API over loopback with that start's token; otherwise the
 *    tool opens the folder itself, unless another process holds its lock, which it names.
 * 3. DATABASE_URL: PostgreSQL takes many clients, so the tool connects directly, beside any running instances.
 */
const EXIT_FAILED = 1;
const EXIT_USAGE = 2;
const args = process.argv.slice(2);
const operatorName = process.env.OPERATOR ?? process.env.USER ?? 'operator';

function usageFailure(error: UsageError): number {
  console.error(error.message);
  console.error(`\n${operatorUsage}`);
  return EXIT_USAGE;
}

/** The server writes `save-upload`'s file, and its working directory is not the operator's. */
function argumentsForServer(command: OperatorCommand): string[] {
  if (command.name !== 'save-upload') return args;
  return [args[0] ?? 'save-upload', command.id, resolve(command.path)];
}

async function runThroughServer(dataDir: string, command: OperatorCommand): Promise<number | undefined> {
  const access = liveOperatorAccess(dataDir);
  if (!access) return undefined;
  try {
    const reply = await sendOperatorCommand(access, {
      args: argumentsForServer(command),
      operator: operatorName,
    });
    const lines = reply.status ? reply.data.lines : (reply.data.lines ?? []);
    for (const line of lines) console.log(line);
    if (reply.status) return 0;
    if (reply.data.code === 'OPERATOR_USAGE') return usageFailure(new UsageError(reply.data.message));
    console.error(reply.data.message);
    return EXIT_FAILED;
  } catch (error) {
    if (!(error instanceof OperatorServerUnreachableError)) throw error;
    console.error(
      `The API (pid ${access.pid}) holds ${dataDir} but does not answer on 127.0.0.1:${access.port} (${error.message}).\n` +
        `Nothing was opened or changed. Try again once it answers, or stop it; if no API runs on this folder any more, remove ${operatorAccessFileOf(dataDir)}.`,
    );
    return EXIT_FAILED;
  }
}

async function runDirectly(command: OperatorCommand, databaseUrl: string | undefined, dataDir: string) {
  let connection: Awaited<ReturnType<typeof openDatabase>>;
  try {
    connection = await openDatabase({ databaseUrl, dataDir });
  } catch (error) {
    if (!(error instanceof DataFolderInUseError)) throw error;
    console.error(
      `${error.message}.\nNothing was opened or changed. Stop that process, or run this again once it has ended.`,
    );
    return EXIT_FAILED;
  }
  try {
    await executeOperatorCommand(connection.db, command, (line) => console.log(line), operatorName);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) return usageFailure(error);
    console.error(describeFailure(error));
    return EXIT_FAILED;
  } finally {
    await connection.close();
  }
}

async function main(): Promise<number> {
  let command: OperatorCommand;
  try {
    command = parseOperatorCommand(args);
  } catch (error) {
    if (error instanceof UsageError) return usageFailure(error);
    throw error;
  }
  if (command.name === 'help') {
    console.log(operatorUsage);
    return 0;
  }
  const databaseUrl = process.env.DATABASE_URL;
  const dataDir = process.env.PGLITE_DATA_DIR ?? '.data/pglite';
  if (!databaseUrl) {
    const throughServer = await runThroughServer(dataDir, command);
    if (throughServer !== undefined) return throughServer;
  }
  return runDirectly(command, databaseUrl, dataDir);
}

process.exit(await main());
