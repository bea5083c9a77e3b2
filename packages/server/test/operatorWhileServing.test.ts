import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type BodyObject, encodeFormBody } from '@platform/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../test/freePort.ts';
import { lockFileOf } from '../src/db/dataFolderLock.ts';
import { operatorAccessFileOf } from '../src/operator/operatorAccess.ts';
import { OPERATOR_COMMAND_PATH } from '../src/operator/operatorProtocol.ts';
import { type ServerProcess, startServerProcess } from './support/serverProcesses.ts';
import { sealPassword } from './support/testApp.ts';

/**
 * The operator tool beside a running `npm start` on its embedded PGlite folder: it answers help and mistakes
 * without opening anything, sends commands to the running API over loopback, and refuses (naming the process)
 * a folder another process holds, never opening it.
 */
const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));
const cliPath = fileURLToPath(new URL('../src/operator/cli.ts', import.meta.url));

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'operator-serving-'));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** tsx's loader by path, so the tool can run from any working directory (`--import tsx` resolves from the cwd). */
const tsxLoader = pathToFileURL(join(repositoryRoot, 'node_modules/tsx/dist/loader.mjs')).href;

function cliIn(cwd: string, dataDir: string, ...args: string[]): Promise<CliResult> {
  // PGlite, as `npm start`: a DATABASE_URL in the test environment would take the tool to PostgreSQL
  const env: NodeJS.ProcessEnv = { ...process.env, PGLITE_DATA_DIR: dataDir, OPERATOR: 'tester' };
  delete env.DATABASE_URL;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', tsxLoader, cliPath, ...args],
      { cwd, env, timeout: 120_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const cli = (dataDir: string, ...args: string[]) => cliIn(repositoryRoot, dataDir, ...args);

describe('the operator tool without a database', () => {
  it('answers help, unknown commands and missing arguments without creating or opening the data folder', async () => {
    const dataDir = join(scratch, 'never', 'pglite');
    const help = await cli(dataDir, 'help');
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Operator tool');
    const unknown = await cli(dataDir, 'drop-everything');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('unknown command "drop-everything"');
    const missing = await cli(dataDir, 'approve-deposit');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('missing <order id>');
    expect(existsSync(join(scratch, 'never'))).toBe(false);
  }, 240_000);
});

describe('a folder held by another process', () => {
  it('is refused with the holder named when the API that holds it does not answer, and never opened', async () => {
    const dataDir = join(scratch, 'unreachable', 'pglite');
    const access = operatorAccessFileOf(dataDir);
    await mkdir(join(scratch, 'unreachable'));
    // a live process (this test's) that listens on no operator port
    const port = await freePort();
    await writeFile(access, JSON.stringify({ pid: process.pid, port, token: 'x'.repeat(64) }), {
      mode: 0o600,
    });
    const result = await cli(dataDir, 'pending');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`The API (pid ${process.pid}) holds ${dataDir}`);
    expect(existsSync(dataDir)).toBe(false);
  }, 240_000);

  it('is refused by its lock when the holder has no operator listener (another tool, another server)', async () => {
    const dataDir = join(scratch, 'locked', 'pglite');
    await mkdir(join(scratch, 'locked'));
    await writeFile(lockFileOf(dataDir), JSON.stringify({ pid: process.pid }));
    const result = await cli(dataDir, 'pending');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`is in use by process ${process.pid}`);
    expect(existsSync(dataDir)).toBe(false);
  }, 240_000);
});

describe('the operator tool while npm start runs on PGlite', () => {
  const dataDir = () => join(scratch, 'serving', 'pglite');
  let server: ServerProcess;

  beforeAll(async () => {
    server = await startServerProcess({ pgliteDataDir: dataDir(), seed: true });
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
  });

  const memberHeaders = (token?: string) => ({
    d: '25',
    device_no: 'h5--operator-test',
    site_code: 'hgty',
    ...(token ? { t: token } : {}),
  });

  async function memberCall(path: string, token?: string, body?: BodyObject, headers = {}) {
    const response = await fetch(`${server.url}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: {
        ...memberHeaders(token),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' } : {}),
        ...headers,
      },
      body: body ? encodeFormBody(body) : undefined,
    });
    return { response, json: (await response.json()) as { status: boolean; data: never } };
  }

  async function signInDemo(): Promise<string> {
    const key = await memberCall('/api/f/v1/member/rsaKey');
    const publicKey = (key.json.data as { publicKeySpkiPem: string }).publicKeySpkiPem;
    const { response } = await memberCall('/api/f/v1/member/login/mpe', undefined, {
      username: 'demo',
      password: sealPassword(publicKey, 'Demo2026'),
    });
    const token = response.headers.get('id');
    if (response.status !== 200 || !token) throw new Error(`sign-in failed: ${response.status}`);
    return token;
  }

  const balanceOf = async (token: string) =>
    ((await memberCall('/api/findmed/v1/member/balance', token)).json.data as { balanceMinor: number })
      .balanceMinor;

  it('approves a deposit through the running API, and the member sees the new balance', async () => {
    const token = await signInDemo();
    const channels = (await memberCall('/api/f/v1/finance/deposit/channels', token)).json.data as {
      id: string;
      minimumMinor: number;
      currency: string;
    }[];
    const channel = channels.find((candidate) => candidate.currency === 'CNY') ?? channels[0];
    if (!channel) throw new Error('no deposit channel');
    const amountMinor = Math.max(channel.minimumMinor, 50_000);
    const created = await memberCall(
      '/api/f/v1/finance/deposit/orders/create',
      token,
      { channelId: channel.id, amountMinor },
      { 'idempotency-key': `operator-test-${randomBytes(8).toString('hex')}` },
    );
    expect(created.response.status).toBe(200);
    const orderId = (created.json.data as { id: string }).id;
    const before = await balanceOf(token);

    const pending = await cli(dataDir(), 'pending');
    expect(pending.code, pending.stderr).toBe(0);
    expect(pending.stdout).toContain(orderId);
    const approved = await cli(dataDir(), 'approve-deposit', orderId);
    expect(approved.code, approved.stderr).toBe(0);
    expect(approved.stdout.trim()).toBe(`Deposit ${orderId} approved.`);
    expect(await balanceOf(token)).toBe(before + amountMinor);

    // a refusal from the command reads the same as when the tool runs it itself, with the same exit code
    const unknownMember = await cli(dataDir(), 'credit-reward', 'hgty', 'nobody', '1', 'CNY', 'x');
    expect(unknownMember.code).toBe(2);
    expect(unknownMember.stderr).toContain('no member "nobody" on site hgty');
    const verify = await cli(dataDir(), 'verify');
    expect(verify.code, verify.stderr).toBe(0);
    expect(verify.stdout).toContain('Ledger OK.');
  }, 240_000);

  it('saves an uploaded image where the operator asked, relative to the operator folder, not the API one', async () => {
    const token = await signInDemo();
    // the 8-byte PNG signature and an IHDR chunk header: what the upload endpoint's sniffing accepts as PNG
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'banner.png');
    const uploaded = await fetch(`${server.url}/api/f/v1/upload`, {
      method: 'POST',
      headers: memberHeaders(token),
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const { id } = ((await uploaded.json()) as { data: { id: string } }).data;
    const operatorFolder = await mkdtemp(join(scratch, 'operator-cwd-'));
    const saved = await cliIn(operatorFolder, dataDir(), 'save-upload', id, 'banner.png');
    expect(saved.code, saved.stderr).toBe(0);
    expect(await readFile(join(operatorFolder, 'banner.png'))).toEqual(png);
  }, 240_000);

  it('keeps its access file to its own account and refuses a wrong token with 401', async () => {
    const accessFile = operatorAccessFileOf(dataDir());
    expect(statSync(accessFile).mode & 0o777).toBe(0o600);
    const access = JSON.parse(await readFile(accessFile, 'utf8')) as { port: number; token: string };
    expect(access.token).toMatch(/^[0-9a-f]{64}$/);
    const send = (token: string) =>
      fetch(`http://127.0.0.1:${access.port}${OPERATOR_COMMAND_PATH}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ args: ['outbox', '1'], operator: 'tester' }),
      });
    const wrong = await send('0'.repeat(64));
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { data: { code: string } }).data.code).toBe('OPERATOR_TOKEN_INVALID');
    const right = await send(access.token);
    expect(right.status).toBe(200);
    // the operator route is not on the member API's port
    const onMemberPort = await fetch(`${server.url}${OPERATOR_COMMAND_PATH}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${access.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ args: ['outbox', '1'], operator: 'tester' }),
    });
    expect(onMemberPort.status).toBe(404);
  }, 60_000);

  it('removes its access file and releases the folder when it stops, so the tool then opens it itself', async () => {
    await server.stop();
    expect(existsSync(operatorAccessFileOf(dataDir()))).toBe(false);
    expect(existsSync(lockFileOf(dataDir()))).toBe(false);
    const pending = await cli(dataDir(), 'pending');
    expect(pending.code, pending.stderr).toBe(0);
    expect(pending.stdout).toContain('Pending deposits (0):');
  }, 240_000);
});
