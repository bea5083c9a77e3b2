import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { uiLanguages } from '../../../app/test/everyLanguage.ts';

export const updateText = uiLanguages['zh-CN'].updatePrompt;

/**
 * Waits until the service worker is active: it has precached the shell, the moment the app says "ready to work
 * offline". The note itself passes after a few seconds (issue 21 item 5), so the worker is asked, not the note.
 */
export async function waitUntilOfflineReady(page: Page): Promise<void> {
  const shellCached = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      if (registration?.active?.state !== 'activated') return false;
      // And the shell is in its cache: the offline reload is answered from it.
      for (const name of await caches.keys()) {
        const requests = await (await caches.open(name)).keys();
        if (requests.some((request) => new URL(request.url).pathname === '/index.html')) return true;
      }
      return false;
    });
  // Precaching the whole shell (about 170 files) is a download: on a busy machine it takes longer than a page.
  await expect.poll(shellCached, { timeout: 90_000 }).toBe(true);
}

/**
 * Turns the served build into a second deployment: index.html gains a marker, and the worker's precache list
 * gets index.html's new revision, so sw.js changes byte for byte as it does between two real builds.
 */
export function deploySecondBuild(staticDir: string): void {
  const indexPath = join(staticDir, 'index.html');
  const index = readFileSync(indexPath, 'utf8').replace(
    '<head>',
    '<head>\n    <meta name="e2e-build" content="second">',
  );
  writeFileSync(indexPath, index);
  const revision = createHash('md5').update(index).digest('hex');
  const workerPath = join(staticDir, 'sw.js');
  const worker = readFileSync(workerPath, 'utf8');
  const updated = worker.replace(/(url:"index\.html",revision:")[^"]+"/, `$1${revision}"`);
  if (updated === worker) throw new Error('sw.js lists no index.html revision to update');
  writeFileSync(workerPath, updated);
}
