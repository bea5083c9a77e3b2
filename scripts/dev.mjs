#!/usr/bin/env node
// `npm run dev`: the member app with hot reload (Vite dev server on DEV_PORT, 5173) against the reference API of
// `npm start` on PORT (8080); Vite proxies /api, /site-assets and /demo-venue to it, so the app stays same-origin.
import { siteConfigs } from '@platform/site-config';
import { startApi, startChild } from './childProcesses.mjs';

const apiPort = process.env.PORT ?? '8080';
const devPort = process.env.DEV_PORT ?? '5173';

startApi(apiPort);
startChild('app', process.execPath, [
  'node_modules/vite/bin/vite.js',
  '--config',
  'app/vite.config.ts',
  '--port',
  devPort,
  '--strictPort',
]);
console.log(
  '\nMember app with hot reload (one URL per site; Chromium resolves *.localhost to this machine):',
);
for (const code of Object.keys(siteConfigs)) console.log(`  http://${code}.localhost:${devPort}/app/home`);
