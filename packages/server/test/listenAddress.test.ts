import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from './support/serverProcesses.ts';

/** The first address of this machine another machine could use, if it has one. */
function networkAddress(): string | undefined {
  for (const addresses of Object.values(networkInterfaces()))
    for (const address of addresses ?? [])
      if (!address.internal && address.family === 'IPv4') return address.address;
  return undefined;
}

/** Resolves true when a TCP connection to host:port is accepted, false when it is refused or fails. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 10_000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

const folders: string[] = [];
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop();
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

/** What an exposed server must be given (src/security/serverSecrets.ts): real keys and a demo password. */
const EXPOSED_SECRETS = {
  DEVICE_COOKIE_KEY: randomBytes(32).toString('base64'),
  TWO_STEP_SECRET_KEY: randomBytes(32).toString('base64'),
  DEMO_PASSWORD: 'Exposed2026',
};

async function start(host: string | null, env: Record<string, string> = {}): Promise<ServerProcess> {
  const folder = await mkdtemp(join(tmpdir(), 'listen-address-'));
  folders.push(folder);
  const server = await startServerProcess({
    pgliteDataDir: join(folder, 'pglite'),
    host,
    seed: true,
    env: { LOG_LEVEL: 'info', ...env },
  });
  servers.push(server);
  return server;
}

describe('where npm start listens', () => {
  it('listens on loopback only when HOST is not set, and logs no network address', async () => {
    const server = await start(null);
    const port = Number(new URL(server.url).port);
    expect(await accepts('127.0.0.1', port)).toBe(true);
    const outside = networkAddress();
    if (outside) expect(await accepts(outside, port)).toBe(false);
    // Fastify logs one "Server listening at" line per bound address: the API's, and the operator listener's
    // (always loopback) when it serves a PGlite folder. Log lines reach stdout at the end of the event loop's turn
    // (src/logDestination.ts), so possibly after what main.ts prints once it listens.
    await expect
      .poll(server.output, { timeout: 30_000 })
      .toContain(`Server listening at http://127.0.0.1:${port}`);
    const listening = server.output().match(/Server listening at http:\/\/[^"\s]+/g) ?? [];
    for (const line of listening) expect(line).toMatch(/^Server listening at http:\/\/127\.0\.0\.1:\d+$/);
    if (outside) expect(server.output()).not.toContain(outside);
    // On this machine alone the demo login is printed, as the README promises (right after "Platform API on").
    await expect.poll(server.output, { timeout: 30_000 }).toContain('demo login demo / Demo2026');
    // the development keys are fine here, and said once (src/security/serverSecrets.ts)
    expect(server.output().match(/Development secrets in use/g)).toHaveLength(1);
    expect(server.output()).toMatch(/DEVICE_COOKIE_KEY[\s\S]*TWO_STEP_SECRET_KEY/);
  }, 240_000);

  it('exposes the API only when HOST asks for it, says so loudly and does not print the demo password', async () => {
    const server = await start('0.0.0.0', EXPOSED_SECRETS);
    const outside = networkAddress();
    if (outside) expect(await accepts(outside, Number(new URL(server.url).port))).toBe(true);
    expect(server.output()).toContain('reachable from the NETWORK');
    await expect
      .poll(server.output, { timeout: 30_000 })
      .toContain('demo login demo / (password not printed');
    expect(server.output()).not.toContain(EXPOSED_SECRETS.DEMO_PASSWORD);
  }, 240_000);

  it('refuses to start exposed without the real secrets, naming each variable, and opens nothing', async () => {
    const { DEMO_PASSWORD, TWO_STEP_SECRET_KEY } = EXPOSED_SECRETS;
    const refusal = await start('0.0.0.0', {
      DEMO_PASSWORD,
      TWO_STEP_SECRET_KEY,
      DEVICE_COOKIE_KEY: '',
    }).then(
      () => 'started',
      (error: Error) => error.message,
    );
    expect(refusal).toMatch(/exited with 1 before listening:\s+Refusing to start: HOST=0\.0\.0\.0/);
    expect(refusal).toContain('DEVICE_COOKIE_KEY');
    expect(refusal).not.toContain('TWO_STEP_SECRET_KEY');
    expect(refusal).not.toContain('Server listening');
  }, 240_000);
});
