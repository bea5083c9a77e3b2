import net from 'node:net';

/**
 * Where suites that need a real PostgreSQL server (races, concurrency) find it.
 * PGlite has one connection, so races on it prove nothing; these suites need the server.
 */
export const postgresUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function canConnect(url: string, timeoutMs = 1500): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname || '127.0.0.1', port: Number(port || 5432) });
    const finish = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => finish(false));
    socket.once('connect', () => finish(true));
    socket.once('error', () => finish(false));
  });
}

/**
 * True when the PostgreSQL suites should run. When the server cannot be reached they are skipped
 * with a loud message on a developer machine; under CI=true an unreachable server fails the run,
 * so a green CI always means the race tests ran.
 */
export async function postgresAvailable(): Promise<boolean> {
  if (await canConnect(postgresUrl)) return true;
  const message = `PostgreSQL is not reachable at ${new URL(postgresUrl).host}: the race and concurrency suites cannot run.`;
  if (process.env.CI === 'true') throw new Error(`${message} CI requires it (set DATABASE_URL).`);
  console.warn(`\n!!! ${message} SKIPPING them. Set DATABASE_URL or start PostgreSQL on 127.0.0.1:5432.\n`);
  return false;
}
