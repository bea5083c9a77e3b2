import type { RecommendedMatchPlacement } from '@platform/domain';
import { routePaths } from '@platform/domain';
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { bootApp, cleanUpBootedApps } from '../../test/bootApp.tsx';
import type { AppRuntime } from '../boot/appRuntime.ts';

afterEach(() => cleanUpBootedApps());

async function homeOf(site: string): Promise<AppRuntime> {
  const runtime = await bootApp({ path: routePaths.home, search: `?site=${site}` });
  if (runtime === null) throw new Error('the app did not boot');
  return runtime;
}

/** The home team of the first match of a placement's first page, as the server answers it. */
async function firstHomeTeam(runtime: AppRuntime, placement: RecommendedMatchPlacement) {
  const answer = await runtime.client.api.recommendedMatches({
    body: { classification: '足球', placement, page: 1, page_size: 3 },
  });
  const first = answer.d[0];
  if (first === undefined) throw new Error(`no match at placement ${placement}`);
  return first.homeTeam;
}

describe('recommended matches start at the block’s configured placement', () => {
  test('hgtyc (placement 2) opens on the first page of placement 2', async () => {
    const runtime = await homeOf('hgtyc');
    await expect.element(page.getByText(await firstHomeTeam(runtime, 2)).first()).toBeVisible();
    expect(page.getByText(await firstHomeTeam(runtime, 1)).elements()).toHaveLength(0);
  });

  test('hgty (placement 1) opens on the first page of placement 1', async () => {
    const runtime = await homeOf('hgty');
    await expect.element(page.getByText(await firstHomeTeam(runtime, 1)).first()).toBeVisible();
    expect(page.getByText(await firstHomeTeam(runtime, 2)).elements()).toHaveLength(0);
  });
});

test('the next batch of recommended matches shows once the member asks for it (the machine’s later states reach the block)', async () => {
  await homeOf('hgty');
  await expect.element(page.getByText(/^第 1\/\d+ 页$/)).toBeVisible();
  await page.getByRole('button', { name: '换一批' }).click();
  await expect.element(page.getByText(/^第 2\/\d+ 页$/)).toBeVisible();
});
