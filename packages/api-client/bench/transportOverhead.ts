/**
 * What the client's transport rules cost per call, next to a bare `fetch` of the same answer from a local
 * node:http server: headers, the form codec, the envelope, the abort timer and the retry loop.
 *
 *   node --import tsx packages/api-client/bench/transportOverhead.ts [calls]
 *
 * Runs three alternating rounds and prints each, so load from other processes shows up as spread between
 * rounds rather than as a false difference; run it on a quiet machine.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient } from '../src/apiClient.ts';
import { createNativeBridge } from '../src/nativeBridge.ts';
import { createMemoryStorage } from '../src/sessionStore.ts';

const calls = Number(process.argv[2] ?? 2000);
const answer = JSON.stringify({ status: true, data: { updated: 2, unread: 5 } });
const server = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(answer);
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const session = createMemoryStorage({ t: 'bench-session-token' });
const client = createApiClient({
  baseUrl,
  siteCode: 'hgty',
  sendSiteCodeHeader: true,
  getLocale: () => 'zh-CN',
  storage: { session, local: createMemoryStorage() },
  nativeBridge: createNativeBridge({}, session),
  onSessionInvalid: () => undefined,
  navigate: () => undefined,
  userAgent: 'bench',
});
const body = { ids: ['m1', 'm2', 'm3'], action: 'read' as const };

async function measure(label: string, call: () => Promise<unknown>): Promise<void> {
  for (let warmUp = 0; warmUp < 200; warmUp += 1) await call();
  const started = performance.now();
  for (let index = 0; index < calls; index += 1) await call();
  const elapsedMs = performance.now() - started;
  const perSecond = Math.round((calls / elapsedMs) * 1000);
  const microseconds = Math.round((elapsedMs / calls) * 1000);
  console.log(
    `${label.padEnd(42)} ${String(perSecond).padStart(6)} calls/s  ${String(microseconds).padStart(5)} µs/call`,
  );
}

const bareFetch = async () => {
  const response = await fetch(`${baseUrl}/api/findmed/v1/member/message/update`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
    body: 'ids[0]=m1&ids[1]=m2&ids[2]=m3&action=read',
  });
  return JSON.parse(await response.text());
};

console.log(`${calls} sequential POSTs to 127.0.0.1 per measurement (Node ${process.version})`);
for (let round = 1; round <= 3; round += 1) {
  await measure(`round ${round}: bare fetch + JSON.parse`, bareFetch);
  await measure(`round ${round}: client.api.messageUpdate`, () => client.api.messageUpdate({ body }));
}
server.close();
