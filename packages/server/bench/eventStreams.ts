import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { endpoints } from '@platform/contract';
import {
  type EventStreamFollower,
  followEventStream,
  type StreamEvent,
} from '../../../test/deployment/eventStreamFollower.ts';
import { httpPostForm } from '../test/support/httpCalls.ts';
import { createScratchDatabase } from '../test/support/serverProcesses.ts';
import {
  type Measured,
  measure,
  perConnectionMember,
  startServerProcess,
  stopServer,
  warmUp,
} from './harness.ts';

/**
 * `node --import tsx packages/server/bench/eventStreams.ts` (PostgreSQL: DATABASE_URL or the test server)
 * The figures of issue 22: two API instances on one PostgreSQL database (each started as main.ts starts one),
 * STREAMS members each with an open event stream, half on each instance; then
 * - delivery latency: venue transfers made through both instances in turn, each timed from the moment the
 *   transfer was sent (an upper bound of commit → client) and from the moment its answer arrived (the commit has
 *   happened by then: a lower bound) to the moment the member's stream delivered its event;
 * - memory per open stream: each instance's resident set growth while the streams were opened, over its streams;
 *   B's is the figure: A has just served the first GET balance run, whose garbage a collection may free while the
 *   streams open (A's growth can even be negative), while B has served nothing but the streams;
 * - `GET balance` requests per second on one instance (autocannon, 50 connections) with no stream open, with all
 *   of them open, and with none open again (target: the streams cost under 10 % of the read throughput);
 * each with the load average beside it (the machine is shared; read the figures against it).
 */
const STREAMS = Number(process.env.STREAMS ?? 1_000);
const SAMPLES = Number(process.env.SAMPLES ?? 300);
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Transfers in flight at once while latency is sampled (a steady trickle, not a load test of the writes). */
const WRITERS = 4;

type Instance = { url: string; pid: number; stop(): Promise<void> };

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

function residentBytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return Number(/\d+/.exec(line ?? '')?.[0] ?? 0) * 1024;
}

async function startInstance(databaseUrl: string, memberCount: number) {
  const { child, announcement } = await startServerProcess<{ port: number; tokens: string[] }>(
    './streamInstance.ts',
    [databaseUrl, String(memberCount)],
  );
  const instance: Instance = {
    url: `http://127.0.0.1:${announcement.port}`,
    pid: child.pid ?? 0,
    stop: () => stopServer(child),
  };
  return { instance, tokens: announcement.tokens };
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

async function balanceRate(url: string, tokens: readonly string[], label: string): Promise<Measured> {
  const options = { url: `${url}${endpoints.balance.path}`, setupClient: perConnectionMember(tokens, false) };
  await warmUp(options);
  const measured = await measure(label, { ...options, duration: DURATION_SECONDS });
  console.log(`${label}: ${measured.requestsPerSecond} req/s, p99 ${measured.p99Ms} ms (load ${load()})`);
  return measured;
}

const database = await createScratchDatabase('event_streams_bench');
const instances: Instance[] = [];
const followers: EventStreamFollower[] = [];
try {
  const first = await startInstance(database.url, STREAMS);
  instances.push(first.instance, (await startInstance(database.url, 0)).instance);
  const tokens = first.tokens;
  const [instanceA, instanceB] = instances as [Instance, Instance];
  console.log(`two instances up, ${STREAMS} members (load ${load()})`);

  const withoutStreams = await balanceRate(instanceA.url, tokens, 'GET balance, no stream open');

  // By the transfer's amount (unique per sample): when it was sent, answered, and its event received. An event can
  // arrive before the transfer's answer does, so the figures are computed once all three are in.
  const sentAt = new Map<number, number>();
  const answeredAt = new Map<number, number>();
  const receivedAt = new Map<number, number>();
  let allReceived = () => {};
  const onEvent = (event: StreamEvent) => {
    if (event.event !== 'venueTransfer.completed') return;
    receivedAt.set((event.data as { amountMinor: number }).amountMinor, performance.now());
    if (receivedAt.size === SAMPLES) allReceived();
  };

  const rssBefore = instances.map((instance) => residentBytes(instance.pid));
  const openedAt = performance.now();
  tokens.forEach((token, index) => {
    followers.push(followEventStream(instances[index % 2]?.url ?? '', token, onEvent));
  });
  await Promise.all(followers.map((follower) => follower.connected()));
  const openSeconds = (performance.now() - openedAt) / 1000;
  const rssAfter = instances.map((instance) => residentBytes(instance.pid));
  const perStream = rssAfter.map((after, index) => (after - (rssBefore[index] ?? 0)) / (STREAMS / 2));
  console.log(`${STREAMS} streams open in ${openSeconds.toFixed(1)} s (load ${load()})`);

  const withStreams = await balanceRate(instanceA.url, tokens, `GET balance, ${STREAMS} streams open`);

  // Latency: transfers through A and B in turn, for members whose streams are on either instance.
  const everyEventReceived = new Promise<void>((resolve) => {
    allReceived = resolve;
  });
  let next = 0;
  const writer = async () => {
    while (next < SAMPLES) {
      const amountMinor = ++next;
      const token = tokens[Math.floor(Math.random() * tokens.length)] as string;
      const through = amountMinor % 2 === 0 ? instanceA : instanceB;
      sentAt.set(amountMinor, performance.now());
      const reply = await httpPostForm(
        through.url,
        endpoints.transfer.path,
        { walletCode: 'sports', direction: 'to_venue', amountMinor },
        { token, headers: { 'idempotency-key': `bench-${randomBytes(10).toString('hex')}` } },
      );
      if (reply.status !== 200) throw new Error(`transfer refused: ${reply.status} ${reply.body}`);
      answeredAt.set(amountMinor, performance.now());
    }
  };
  const latencyLoad = load();
  await Promise.all(Array.from({ length: WRITERS }, writer));
  await everyEventReceived;
  const since = (from: Map<number, number>) =>
    [...receivedAt]
      .map(([amount, received]) => received - (from.get(amount) ?? Number.NaN))
      .sort((a, b) => a - b);
  const fromSend = since(sentAt);
  const fromAnswer = since(answeredAt);

  // The machine is shared and its load drifts: measure none open again once the streams are closed, and compare
  // the streams with the mean of the two runs that surround them.
  for (const follower of followers.splice(0)) follower.stop();
  const withoutStreamsAfter = await balanceRate(instanceA.url, tokens, 'GET balance, no stream open (again)');
  const withoutMean = (withoutStreams.requestsPerSecond + withoutStreamsAfter.requestsPerSecond) / 2;
  const cost = 1 - withStreams.requestsPerSecond / withoutMean;
  console.log(`\nevent streams: ${STREAMS} open over 2 instances, ${SAMPLES} events sampled, load ${load()}`);
  console.table([
    {
      figure: 'delivery, transfer sent → event received (ms)',
      p50: percentile(fromSend, 0.5).toFixed(1),
      p99: percentile(fromSend, 0.99).toFixed(1),
      load: latencyLoad,
    },
    {
      figure: 'delivery, transfer answered (committed) → event received (ms)',
      p50: percentile(fromAnswer, 0.5).toFixed(1),
      p99: percentile(fromAnswer, 0.99).toFixed(1),
      load: latencyLoad,
    },
  ]);
  console.table(
    instances.map((instance, index) => ({
      instance: `${index === 0 ? 'A' : 'B'} ${instance.url}`,
      'RSS before (MB)': ((rssBefore[index] ?? 0) / 2 ** 20).toFixed(1),
      'RSS with streams (MB)': ((rssAfter[index] ?? 0) / 2 ** 20).toFixed(1),
      'per stream (KB)': ((perStream[index] ?? 0) / 1024).toFixed(1),
    })),
  );
  console.log(
    `memory per open stream: ${((perStream[1] ?? 0) / 1024).toFixed(1)} KB (instance B, which served nothing else)`,
  );
  console.table([withoutStreams, withStreams, withoutStreamsAfter]);
  console.log(
    `GET balance with ${STREAMS} streams open: ${(cost * 100).toFixed(1)} % below the mean of none open before and after (target < 10 %)`,
  );
} finally {
  for (const follower of followers) follower.stop();
  for (const instance of instances) await instance.stop();
  await database.drop();
}
