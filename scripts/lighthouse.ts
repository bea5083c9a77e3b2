/**
 * `npm run lighthouse`: Lighthouse 12 mobile (its default: simulated slow 4G, 4× CPU slowdown, Moto G Power
 * screen) on each site's home, median of three runs, in Debian's Chromium, for a visitor and for the signed-in demo
 * member (scripts/lighthouseMember.ts). A benchmark, not part of the test command: it prints performance, FCP,
 * LCP, TBT and CLS per site and row, then where each row's LCP goes (Lighthouse's four phases and the element),
 * and the first run's long tasks (script, start+duration in simulated ms), and fails nothing. `npm run lighthouse -- hgty`
 * measures the sites named only. It serves what `npm start` serves: the built app (rebuilt when
 * its sources are newer) and the API on a fresh embedded database, on a free port.
 * Run it on a quiet machine; the simulated throttling scales what this machine measures.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { siteConfigs } from '@platform/site-config';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { startServer } from '../packages/server/src/startServer.ts';
import { chromiumExecutablePath, chromiumLaunchOptions } from '../test/chromium.ts';
import { freePort } from '../test/freePort.ts';
import { appBuildIsStale, appDistDir, buildApp } from './appBuild.mjs';
import { captchaAnswers, memberPage, signInDemo } from './lighthouseMember.ts';

const runsPerSite = 3;
/** `npm run lighthouse -- hgty by` measures only the sites named; no argument measures every site. */
const onlySites = process.argv.slice(2);
/**
 * The audits the performance score is weighted from (Lighthouse 12: FCP, SI, LCP, TBT, CLS) and the LCP breakdown,
 * and nothing else: the score is the same, and the gatherers that read every response body (unused-javascript and
 * friends) stay off.
 */
const measuredAudits = [
  'first-contentful-paint',
  'speed-index',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  // Not scored: names the LCP element and splits its time into phases, which says what to shorten.
  'largest-contentful-paint-element',
  // Not scored: the main thread's tasks over 50 ms (what TBT is made of), each with the script it is charged to.
  'long-tasks',
];

/** Lighthouse's LCP phases, in its order: time to first byte, load delay, load time, render delay. */
const lcpPhaseNames = ['TTFB', 'load delay', 'load time', 'render delay'] as const;

type Figures = {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  lcpPhasesMs: number[];
  lcpElement: string;
  longTasks: string;
};

type TableItem = Record<string, unknown>;
type Details = { items?: Array<TableItem & { items?: TableItem[] }> };

/** The phase table and element snippet from the LCP-element audit's details (a list of two tables). */
function lcpBreakdown(details: Details | undefined): { phasesMs: number[]; element: string } {
  const tables = details?.items ?? [];
  const phases = tables.find((table) => table.items?.[0]?.phase !== undefined)?.items ?? [];
  const node = tables.find((table) => table.items?.[0]?.node !== undefined)?.items?.[0]?.node as
    | { snippet?: string }
    | undefined;
  return {
    phasesMs: phases.map((phase) => Number(phase.timing)),
    element: (node?.snippet ?? '(none)').replace(/\s+/g, ' ').slice(0, 90),
  };
}

/** The long-tasks audit's rows as `script start+duration` (simulated ms), in page order. */
function longTaskList(details: Details | undefined): string {
  const tasks = details?.items ?? [];
  if (tasks.length === 0) return '(none)';
  return tasks
    .map((task) => {
      const script = String(task.url ?? '').replace(/^.*\//, '') || '(page)';
      return `${script} ${Math.round(Number(task.startTime))}+${Math.round(Number(task.duration))}`;
    })
    .join(', ');
}

function median(values: number[]): number {
  const sorted = [...values].sort((left, right) => left - right);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/**
 * One Lighthouse run, the performance score's audits only, with the default (mobile, simulated throttling) settings,
 * in `page` when given (the member's, whose documents start signed in), in a fresh tab otherwise.
 */
async function measure(url: string, chromePort: number, page?: Page): Promise<Figures> {
  const result = await lighthouse(
    url,
    {
      port: chromePort,
      onlyCategories: ['performance'],
      onlyAudits: measuredAudits,
      logLevel: 'error',
      output: 'json',
    },
    undefined,
    page,
  );
  if (result === undefined) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError !== undefined) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const breakdown = lcpBreakdown(
    lhr.audits['largest-contentful-paint-element']?.details as Details | undefined,
  );
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    lcpPhasesMs: breakdown.phasesMs,
    lcpElement: breakdown.element,
    longTasks: longTaskList(lhr.audits['long-tasks']?.details as Details | undefined),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  };
}

if (appBuildIsStale()) {
  console.log('Building the member app (its sources are newer than app/dist)…');
  buildApp();
}
const workFolder = mkdtempSync(join(tmpdir(), 'platform-lighthouse-'));
const port = await freePort();
const server = await startServer({
  port,
  host: '127.0.0.1',
  pgliteDataDir: join(workFolder, 'pglite'),
  seed: true,
  logLevel: 'warn',
  staticDir: resolve(appDistDir),
  revealCaptchaAnswer: (deviceNumber, answer) => captchaAnswers.set(deviceNumber, answer),
});
const chrome = await launch({
  chromePath: chromiumExecutablePath,
  chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
});
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
try {
  console.log(`Lighthouse ${runsPerSite}× per site and row, mobile (simulated slow 4G, 4× CPU), median:`);
  console.log('  site     row      perf    FCP       LCP       TBT      CLS');
  const breakdowns: string[] = [];
  for (const [code, config] of Object.entries(siteConfigs).filter(
    ([code]) => onlySites.length === 0 || onlySites.includes(code),
  )) {
    const origin = `http://${code}.localhost:${port}`;
    const url = `${origin}/app/home`;
    const member = await memberPage(browser, await signInDemo(browser, origin, config.defaultLanguage));
    for (const [row, page] of [
      ['visitor', undefined],
      ['member', member],
    ] as const) {
      const runs: Figures[] = [];
      for (let run = 0; run < runsPerSite; run += 1) {
        // A run that fails (a protocol timeout on an overloaded machine) is reported, and the median is of the rest.
        try {
          runs.push(await measure(url, chrome.port, page));
        } catch (error) {
          console.warn(`  ${code} ${row}: run ${run + 1} failed: ${(error as Error).message}`);
        }
      }
      if (runs.length === 0) continue;
      const middle = (pick: (figures: Figures) => number) => median(runs.map(pick));
      const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(2).padStart(5)} s`;
      console.log(
        `  ${code.padEnd(8)} ${row.padEnd(8)} ${String(middle((f) => f.performance)).padStart(4)}  ${seconds(
          middle((f) => f.fcpMs),
        )}  ${seconds(middle((f) => f.lcpMs))}  ${Math.round(middle((f) => f.tbtMs))
          .toString()
          .padStart(5)} ms  ${middle((f) => f.cls).toFixed(3)}`,
      );
      const phases = lcpPhaseNames.map(
        (name, index) => `${name} ${Math.round(middle((f) => f.lcpPhasesMs[index] ?? Number.NaN))} ms`,
      );
      breakdowns.push(
        `  ${code.padEnd(8)} ${row.padEnd(8)} ${phases.join(', ')}\n           element: ${runs[0]?.lcpElement}` +
          `\n           long tasks: ${runs[0]?.longTasks}`,
      );
    }
    await member.close();
  }
  console.log('Where LCP goes (median per phase; the element and long tasks of the first run):');
  for (const line of breakdowns) console.log(line);
} finally {
  await browser.disconnect();
  chrome.kill();
  await server.stop();
  rmSync(workFolder, { recursive: true, force: true });
}
