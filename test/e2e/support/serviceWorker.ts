import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { uiLanguages } from '../../../app/test/everyLanguage.ts';

export const updateText = uiLanguages['zh-CN'].updatePrompt;

/** Waits for the "ready to work offline" notice and an active worker: the shell is precached from here on. */
export async function waitUntilOfflineReady(page: Page): Promise<void> {
  // Precaching the whole shell (about 170 files) is a download: on a busy machine it takes longer than a page.
  await expect(page.getByRole('heading', { name: updateText.offlineReady })).toBeVisible({ timeout: 90_000 });
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
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
  const updated = worker.replace(/("revision":")[^"]+(","url":"index\.html")/, `$1${revision}$2`);
  if (updated === worker) throw new Error('sw.js lists no index.html revision to update');
  writeFileSync(workerPath, updated);
}
