#!/usr/bin/env node
// `npm start`: runs the product on this machine.
// - the reference platform API (embedded PGlite with demo data for all five sites, demo venue, OpenAPI) on PORT (8080);
// - the design system (Storybook) on STORYBOOK_PORT (6006), where every screen's components render in every site theme.
// The member app (app/) is built in its own issue; when it lands, the API server serves its build at /.
// Both children are stopped together on Ctrl-C.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const apiPort = process.env.PORT ?? '8080';
const storybookPort = process.env.STORYBOOK_PORT ?? '6006';
const children = [];

function start(name, command, args, env = {}) {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code, signal) => {
    console.log(`[${name}] exited (${signal ?? code})`);
    for (const other of children) if (other !== child) other.kill('SIGTERM');
    process.exitCode = code ?? 1;
  });
  children.push(child);
}

if (existsSync('packages/server/src/main.ts')) {
  const staticDir = existsSync('app/dist/index.html') ? { STATIC_DIR: 'app/dist' } : {};
  start('api', process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    PORT: apiPort,
    ...staticDir,
  });
}
start('storybook', process.execPath, [
  'node_modules/storybook/dist/bin/dispatcher.js',
  'dev',
  '-p',
  storybookPort,
  '--host',
  '127.0.0.1',
  '--no-open',
  '--ci',
  '--quiet',
]);
console.log(`\nDesign system (Storybook): http://127.0.0.1:${storybookPort}/`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill('SIGTERM');
  });
}
