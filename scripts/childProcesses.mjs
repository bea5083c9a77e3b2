// Long-running children of `npm start` and `npm run dev`: when one exits, the others are stopped, and Ctrl-C stops all.
import { spawn } from 'node:child_process';

const children = [];

export function startChild(name, command, args, env = {}) {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code, signal) => {
    console.log(`[${name}] exited (${signal ?? code})`);
    for (const other of children) if (other !== child) other.kill('SIGTERM');
    process.exitCode = code ?? 1;
  });
  children.push(child);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill('SIGTERM');
  });
}

/** The reference API (packages/server/src/main.ts) on `port`; it prints the demo logins. */
export function startApi(port, env = {}) {
  startChild('api', process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    PORT: port,
    ...env,
  });
}
