import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { appBuildIsStale, appDistDir, buildApp } from '../../../scripts/appBuild.mjs';
import { buildConsole, consoleBuildIsStale, consoleDistDir } from '../../../scripts/consoleBuild.mjs';
import { freePort } from '../../freePort.ts';
import { e2eEnvironment } from './e2eEnvironment.ts';

function waitForReady(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('e2e server ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the e2e server exited (${code}) before it was ready`)));
  });
}

/**
 * Builds the app and the operator console when their sources changed (as `npm start` does), copies the build to a temporary folder the
 * update test may replace with a second build, and starts the server on a fresh PGlite folder and free ports.
 */
export default async function globalSetup() {
  if (appBuildIsStale()) buildApp();
  // The operator console, served from its build folder as `npm start` does (no test replaces it).
  if (consoleBuildIsStale()) buildConsole();
  const workFolder = mkdtempSync(join(tmpdir(), 'platform-e2e-'));
  const staticDir = join(workFolder, 'app');
  cpSync(appDistDir, staticDir, { recursive: true });
  const port = await freePort();
  const controlPort = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/e2e/support/e2eServer.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      E2E_PORT: String(port),
      E2E_CONTROL_PORT: String(controlPort),
      E2E_PGLITE_DIR: join(workFolder, 'pglite'),
      E2E_STATIC_DIR: staticDir,
      E2E_CONSOLE_DIR: resolve(consoleDistDir),
    },
  });
  await waitForReady(child);
  // Workers inherit this process's environment, so they find the server through it.
  Object.assign(process.env, e2eEnvironment.write({ port, controlPort, staticDir }));
  return async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    rmSync(workFolder, { recursive: true, force: true });
  };
}
