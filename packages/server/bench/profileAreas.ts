import { readdirSync, readFileSync, statSync } from 'node:fs';

/**
 * `node --import tsx packages/server/bench/profileAreas.ts <profile folder> [seconds]` — where a server's CPU went,
 * by area of the read path, over the last `seconds` (default 11: a 10 s measured run) of the largest
 * `.cpuprofile` in the folder. Made with `BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=<folder>"` before
 * `readPath.ts` or `run.ts`. Each sample counts for the innermost frame on its stack that belongs to an area, so
 * a socket write counts for whoever wrote (Node's HTTP response or the pg driver); idle time is left out.
 */
type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; endTime: number };

const areas: [string, RegExp][] = [
  ['logging (pino, serializers, redaction)', /pino|sonic-boom|fastify\/lib\/log|src\/logging\.ts/],
  ['security headers', /helmet|securityHeaders\.ts|server\/src\/app\.ts/],
  ['rate limiting', /rate-limit|rateLimitStore/],
  ['site resolution', /requestSite\.ts|siteDirectory\.ts/],
  ['session lookup', /security\/sessions\.ts|security\/tokens\.ts/],
  ['validation + response trimming', /typebox|storableText\.ts|responseTrimmer\.ts|coerceForm/],
  ['balance query (handler)', /money\/balances\.ts|siteMoneySettings/],
  ['drizzle', /drizzle-orm/],
  ['pg driver (with its socket writes)', /node_modules\/pg|pg-protocol|pg-pool/],
  ['endpoint frame (registerEndpoint)', /registerEndpoint\.ts/],
  ['fastify + node http (with the response write)', /fastify|find-my-way|node:_http|node:internal\/http/],
];

const [folder, lastSeconds = '11'] = process.argv.slice(2);
if (!folder) throw new Error('usage: profileAreas.ts <profile folder> [seconds]');
const file = readdirSync(folder)
  .filter((name) => name.endsWith('.cpuprofile'))
  .map((name) => `${folder}/${name}`)
  .sort((a, b) => statSync(a).size - statSync(b).size)
  .pop();
if (!file) throw new Error(`no .cpuprofile in ${folder}`);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parents = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);

const sampledAt: number[] = [];
let time = profile.endTime;
for (let index = profile.samples.length - 1; index >= 0; index--) {
  sampledAt[index] = time;
  time -= profile.timeDeltas[index] ?? 0;
}
const from = profile.endTime - Number(lastSeconds) * 1e6;
const byArea = new Map<string, number>();
const byFunction = new Map<string, number>();
let busy = 0;
profile.samples.forEach((id, index) => {
  const leaf = nodes.get(id);
  if (!leaf || (sampledAt[index] ?? 0) < from || leaf.callFrame.functionName === '(idle)') return;
  const delta = profile.timeDeltas[index] ?? 0;
  busy += delta;
  const frame = leaf.callFrame;
  const name = `${frame.functionName || '(anonymous)'} ${frame.url.replace(/.*node_modules\//, '').replace(/.*packages\//, '')}:${frame.lineNumber}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + delta);
  let area: string | undefined = frame.functionName.startsWith('(') ? frame.functionName : undefined;
  for (let at: number | undefined = leaf.id; !area && at !== undefined; at = parents.get(at)) {
    const url = nodes.get(at)?.callFrame.url ?? '';
    area = areas.find(([, pattern]) => pattern.test(url))?.[0];
  }
  byArea.set(area ?? 'other', (byArea.get(area ?? 'other') ?? 0) + delta);
});

const top = (shares: Map<string, number>, count: number) =>
  [...shares]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, share]) => `${((100 * share) / busy).toFixed(1).padStart(5)} %  ${name}`)
    .join('\n');
console.log(`${file}: ${(busy / 1e6).toFixed(1)} s of CPU in the last ${lastSeconds} s`);
console.log(`by area:\n${top(byArea, 15)}`);
console.log(`top functions (self time):\n${top(byFunction, 15)}`);
