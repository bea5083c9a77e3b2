import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '../../../../test/freePort.ts';
import { postgresUrl } from '../../../../test/postgres.ts';

/**
 * Real API processes (`packages/server/src/main.ts`, as `npm start` and a deployment run it) on a PostgreSQL
 * database of their own (what two instances behind a load balancer share) or on a PGlite folder (what `npm start`
 * runs): what an in-process `inject` cannot show (a per-process cache, a race between two processes migrating one
 * database, another process reaching the running server, the address it listens on).
 */

const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** A new, empty database on the test PostgreSQL server; `drop()` removes it once its clients have gone. */
export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function createScratchDatabase(prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      // Processes that were killed may leave backends behind for a moment: end them, then drop.
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    },
  };
}

export interface ServerProcess {
  /** `http://127.0.0.1:<port>` */
  url: string;
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

export interface ServerProcessOptions {
  /** PostgreSQL (a scratch database): set this or `pgliteDataDir`. */
  databaseUrl?: string;
  /** The embedded default: a PGlite folder, as `npm start` uses `.data/pglite`. */
  pgliteDataDir?: string;
  /** HOST (default 127.0.0.1); `null` leaves it unset, so main.ts's own default applies. */
  host?: string | null;
  /** Seed the demo data (default false: one instance seeds, as the README's deployment steps say). */
  seed?: boolean;
  env?: Record<string, string>;
  /** The port to listen on (default a free one): a replacement instance takes the place of one that was killed. */
  port?: number;
  /** How long to wait for the process to listen (default 120 s: a loaded 2-core machine starts tsx slowly). */
  startTimeoutMs?: number;
}

/**
 * Starts `main.ts` on a free loopback port and resolves once it listens (it prints "Platform API on"), or rejects
 * with its output when it exits first. Call `stop()` in `afterAll`.
 */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  if (!options.databaseUrl === !options.pgliteDataDir)
    throw new Error('startServerProcess needs exactly one of databaseUrl and pgliteDataDir');
  const port = options.port ?? (await freePort());
  // spawn leaves out variables whose value is undefined, so `undefined` here means "unset in the child".
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: options.host === undefined ? '127.0.0.1' : (options.host ?? undefined),
    DATABASE_URL: options.databaseUrl,
    PGLITE_DATA_DIR: options.pgliteDataDir,
    SEED: options.seed ? 'true' : 'false',
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: repositoryRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const listening = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(new Error(`server did not listen within ${options.startTimeoutMs ?? 120_000} ms:\n${output}`)),
      options.startTimeoutMs ?? 120_000,
    );
    const watch = () => {
      if (output.includes('Platform API on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', watch);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${output}`));
    });
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    await listening;
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${port}`, child, output: () => output, exited, stop };
}
