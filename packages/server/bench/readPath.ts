import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import {
  CONNECTIONS,
  type Measured,
  measure,
  perConnectionMember,
  startServerProcess,
  stopServer,
  warmUp,
} from './harness.ts';

/**
 * `node --import tsx packages/server/bench/readPath.ts` — the read path against its floor, in one run.
 *
 * The floor is `floorServer.ts`: bare Fastify + pg answering the member's balance row in the same envelope. The
 * project is `benchServer.ts` on PostgreSQL as deployed (request logs at info, rate limits on), signed-in
 * `GET /api/findmed/v1/member/balance`. Both read the same database and rows, each in its own process, with a
 * pool of the same size; autocannon runs here, in a third. Runs alternate floor/project (READ_PATH_RUNS each,
 * default 3, of BENCH_SECONDS, default 10, at 50 connections, one member per connection); the table prints
 * every run, then the medians, the ratio project/floor of the median req/s, the ratio of CPU time per request
 * (floor/project, from /proc: what each server costs, which a busy machine skews far less than req/s) and the load
 * average before and after. Target: ratio >= 0.80 and project p99 <= 30 ms on a quiet machine (README "Read path").
 * Not part of `npm test`: it needs PostgreSQL and a machine to itself.
 */
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RUNS = Number(process.env.READ_PATH_RUNS ?? 3);

type ProjectAnnouncement = { port: number; tokens: string[]; memberIds: string[]; databaseUrl: string };

/**
 * CPU seconds (user + system) a process has used, from /proc: requests/s on a shared machine depend on what else
 * runs, CPU per request far less, so the table shows both.
 */
function cpuSecondsOf(pid: number | undefined): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime are fields 14 and 15 of stat, 12 and 13 after the command name
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

const loadBefore = loadavg();
const project = await startServerProcess<ProjectAnnouncement>('./benchServer.ts', ['postgres'], {
  LOG_LEVEL: 'info',
  RATE_LIMITS: 'on',
});
const floor = await startServerProcess<{ port: number }>('./floorServer.ts', [
  project.announcement.databaseUrl,
]);
const runs: (Measured & { run: number; cpuMicrosecondsPerRequest: number })[] = [];
try {
  const { port, tokens, memberIds } = project.announcement;
  const projectRun = {
    url: `http://127.0.0.1:${port}/api/findmed/v1/member/balance`,
    setupClient: perConnectionMember(tokens, false),
  };
  let nextMember = 0;
  const floorRun = {
    url: `http://127.0.0.1:${floor.announcement.port}/balance`,
    setupClient: (client: { setHeaders(headers: Record<string, string>): void }) =>
      client.setHeaders({ member: memberIds[nextMember++ % memberIds.length] as string }),
  };
  await warmUp(floorRun);
  await warmUp(projectRun);
  const measured = async (run: number, name: string, pid: number | undefined, options: typeof projectRun) => {
    const cpuBefore = cpuSecondsOf(pid);
    const result = await measure(name, { ...options, duration: DURATION_SECONDS });
    const cpuMicrosecondsPerRequest = Math.round(
      ((cpuSecondsOf(pid) - cpuBefore) * 1e6) / (result.requestsPerSecond * DURATION_SECONDS),
    );
    runs.push({ run, ...result, cpuMicrosecondsPerRequest });
  };
  for (let run = 1; run <= RUNS; run++) {
    await measured(run, 'floor', floor.child.pid, floorRun);
    await measured(run, 'project', project.child.pid, projectRun);
  }
} finally {
  await stopServer(floor.child);
  await stopServer(project.child);
}

const summary = (name: string) => {
  const mine = runs.filter((run) => run.name === name);
  return {
    name,
    medianRequestsPerSecond: median(mine.map((run) => run.requestsPerSecond)),
    medianP99Ms: median(mine.map((run) => run.p99Ms)),
    medianCpuMicrosecondsPerRequest: median(mine.map((run) => run.cpuMicrosecondsPerRequest)),
    non2xx: mine.reduce((sum, run) => sum + run.non2xx, 0),
    errors: mine.reduce((sum, run) => sum + run.errors, 0),
  };
};
const floorSummary = summary('floor');
const projectSummary = summary('project');
const format = (load: number[]) => load.map((value) => value.toFixed(2)).join(' ');
console.log(
  `\nread path, autocannon ${CONNECTIONS} connections, ${RUNS} x ${DURATION_SECONDS} s each, alternating`,
);
console.table(runs);
console.table([floorSummary, projectSummary]);
console.log(
  `ratio project/floor: ${(projectSummary.medianRequestsPerSecond / floorSummary.medianRequestsPerSecond).toFixed(2)}`,
);
console.log(
  `CPU per request, floor/project: ${(floorSummary.medianCpuMicrosecondsPerRequest / projectSummary.medianCpuMicrosecondsPerRequest).toFixed(2)}`,
);
console.log(`load average before: ${format(loadBefore)}, after: ${format(loadavg())}`);
