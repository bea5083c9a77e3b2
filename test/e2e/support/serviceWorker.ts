import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { Page } from '@playwright/test';
import { uiLanguages } from '../../../app/test/everyLanguage.ts';

export const updateText = uiLanguages['zh-CN'].updatePrompt;

/**
 * Waits until the service worker is active: it has precached the shell, the moment the app says "ready to work
 * offline". The note itself passes after a few seconds (issue 21 item 5), so the worker is asked, not the note.
 */
export async function waitUntilOfflineReady(page: Page): Promise<void> {
  // `ready` resolves once a worker is active, and a worker activates only after its install precached the shell.
  // (A polled predicate cannot await: waitForFunction took the async check's promise as a truthy answer.)
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

/**
 * Turns the served build into a second deployment: every page of the build (index.html and each site's pages) gains
 * a marker (its precompressed copies go), and the worker's precache list gets each page's new revision, so sw.js
 * changes byte for byte as it does between two real builds.
 */
export function deploySecondBuild(staticDir: string): void {
  const workerPath = join(staticDir, 'sw.js');
  const worker = readFileSync(workerPath, 'utf8');
  let updated = worker;
  const pages = readdirSync(staticDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.html'),
  );
  for (const file of pages) {
    const pagePath = join(staticDir, file);
    const page = readFileSync(pagePath, 'utf8').replace(
      '<head>',
      '<head>\n    <meta name="e2e-build" content="second">',
    );
    writeFileSync(pagePath, page);
    // The build's brotli and gzip copies of the page would still hold the first build, and the server prefers them.
    for (const compressed of ['.br', '.gz']) rmSync(`${pagePath}${compressed}`, { force: true });
    const revision = createHash('md5').update(page).digest('hex');
    const url = file.split(sep).join('/');
    const entry = new RegExp(`("revision":")[^"]+(","url":"${url.replaceAll('.', '\\.')}")`);
    updated = updated.replace(entry, `$1${revision}$2`);
  }
  if (updated === worker) throw new Error('sw.js lists no page revision to update');
  writeFileSync(workerPath, updated);
}
