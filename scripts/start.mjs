#!/usr/bin/env node
// `npm start`: runs the product on this machine.
// - the member app, built first when its sources are newer than app/dist, served by the API same-origin at /;
// - the operator console, likewise built into packages/console/dist when its sources are newer, served at /console/;
// - the reference platform API (embedded PGlite with demo data for all five sites, demo venue, OpenAPI) on PORT (8080);
//   it prints one app URL per site (http://<code>.localhost:8080/app/home) next to that site's demo login;
// - the design system (Storybook) on STORYBOOK_PORT (6006), where every screen's components render in every site theme.
// The children are stopped together on Ctrl-C.
import { resolve } from 'node:path';
import { appBuildIsStale, appDistDir, buildApp } from './appBuild.mjs';
import { startApi, startChild } from './childProcesses.mjs';
import { buildConsole, consoleBuildIsStale, consoleDistDir } from './consoleBuild.mjs';

const apiPort = process.env.PORT ?? '8080';
const storybookPort = process.env.STORYBOOK_PORT ?? '6006';

if (appBuildIsStale()) {
  console.log('Building the member app (its sources are newer than app/dist)…');
  buildApp();
}

if (consoleBuildIsStale()) {
  console.log('Building the operator console (its sources are newer than packages/console/dist)…');
  buildConsole();
}

startApi(apiPort, { STATIC_DIR: resolve(appDistDir), CONSOLE_DIR: resolve(consoleDistDir) });
startChild('storybook', process.execPath, [
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
