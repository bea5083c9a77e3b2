import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HEALTH_PATH } from '../../packages/server/src/routes/healthRoute.ts';
import { freePort } from '../freePort.ts';

/** Debian's HAProxy (scripts/ensure-dependencies.mjs installs it for `npm test`). */
export const haproxyExecutable = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';

/** The header the test configuration adds to every answer: which instance served it. */
export const SERVED_BY_HEADER = 'x-served-by';

export interface Backend {
  name: string;
  port: number;
}

/**
 * The load balancer of a deployment, as packages/server/README.md ("Running N instances") describes it:
 * - round robin over the instances, each health-checked on /api/health every 500 ms (down after 2 failures, up
 *   again after 1 success), so a killed instance leaves the rotation within about a second;
 * - `retries` + `option redispatch 1`: a request whose connection to an instance is refused (it was killed and
 *   the checks have not noticed yet) is sent to another instance instead of failing; only a refused connection
 *   is retried (HAProxy's default `retry-on conn-failure`), so a POST that reached an instance is never sent twice;
 * - `option http-server-close`: a new connection to the instance per request, so no pooled connection to a dead
 *   instance is ever reused; an event stream is one long response, which this option does not cut short;
 * - `timeout server`/`timeout client` above the stream's 15 s heartbeat (an idle stream is not idle for them),
 *   `timeout tunnel` for upgraded connections.
 * - `option forwardfor`: the instances learn the client's address from X-Forwarded-For, which they read only from
 *   this proxy (`TRUSTED_PROXIES`), so per-address limits count each member, not the proxy.
 * The served-by header is for the tests only (a deployment need not tell clients which instance answered).
 */
export function haproxyConfiguration(options: {
  port: number;
  statsSocket: string;
  backends: readonly Backend[];
}): string {
  return [
    'global',
    '  maxconn 8000',
    `  stats socket ${options.statsSocket} mode 600 level admin`,
    '',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout tunnel 1h',
    '  timeout http-request 10s',
    '  timeout http-keep-alive 10s',
    '  timeout queue 10s',
    '  retries 3',
    '  option redispatch 1',
    '  option http-server-close',
    '',
    'frontend api',
    `  bind 127.0.0.1:${options.port}`,
    '  option forwardfor',
    '  default_backend instances',
    '',
    'backend instances',
    '  balance roundrobin',
    '  option httpchk',
    `  http-check send meth GET uri ${HEALTH_PATH}`,
    '  http-check expect status 200',
    '  default-server check inter 500ms fall 2 rise 1',
    `  http-response set-header ${SERVED_BY_HEADER} %[srv_name]`,
    ...options.backends.map((backend) => `  server ${backend.name} 127.0.0.1:${backend.port}`),
    '',
  ].join('\n');
}

export interface RunningHaproxy {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** Each backend's state as HAProxy's health checks see it: 'UP', 'DOWN', 'MAINT', … */
  backendStates(): Promise<Record<string, string>>;
  stop(): Promise<void>;
}

function askStatsSocket(socketPath: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(socketPath);
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.once('error', reject);
    socket.once('end', () => resolve(answer));
    socket.end(`${command}\n`);
  });
}

/** `show stat` is CSV: the first line names the columns (`# pxname,svname,…,status,…`). */
function backendStatesFrom(csv: string, backendNames: readonly string[]): Record<string, string> {
  const [header = '', ...rows] = csv.trim().split('\n');
  const columns = header.replace(/^# /, '').split(',');
  const nameColumn = columns.indexOf('svname');
  const statusColumn = columns.indexOf('status');
  const states: Record<string, string> = {};
  for (const row of rows) {
    const cells = row.split(',');
    const name = cells[nameColumn] ?? '';
    if (backendNames.includes(name)) states[name] = (cells[statusColumn] ?? '').split(' ')[0] ?? '';
  }
  return states;
}

/** Writes the configuration to a temporary folder, checks it (`haproxy -c`) and runs HAProxy in the foreground. */
export async function startHaproxy(backends: readonly Backend[]): Promise<RunningHaproxy> {
  if (!existsSync(haproxyExecutable)) {
    throw new Error(
      `${haproxyExecutable} is missing: \`node scripts/ensure-dependencies.mjs --browser\` installs Debian's haproxy`,
    );
  }
  const folder = mkdtempSync(join(tmpdir(), 'deployment-haproxy-'));
  const port = await freePort();
  const statsSocket = join(folder, 'admin.sock');
  const configFile = join(folder, 'haproxy.cfg');
  writeFileSync(configFile, haproxyConfiguration({ port, statsSocket, backends }));
  execFileSync(haproxyExecutable, ['-c', '-q', '-f', configFile]);
  const child: ChildProcess = spawn(haproxyExecutable, ['-db', '-f', configFile], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const names = backends.map((backend) => backend.name);
  const running: RunningHaproxy = {
    url: `http://127.0.0.1:${port}`,
    backendStates: async () => backendStatesFrom(await askStatsSocket(statsSocket, 'show stat'), names),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(folder, { recursive: true, force: true });
    },
  };
  // listening once its stats socket answers
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited before listening:\n${output}`);
    try {
      await running.backendStates();
      return running;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
