import { routePaths } from '@platform/domain';
import { loadSiteConfig, type SiteConfig } from '@platform/site-config';
import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { bootApp } from '../../test/bootApp.tsx';

/** hgty's config with its game grid opening on `categoryId` and pinning `pinnedGameIds`. */
async function hgtyWithGrid(grid: { categoryId?: string; pinnedGameIds?: string[] }): Promise<SiteConfig> {
  const config = structuredClone(await loadSiteConfig('hgty'));
  const block = config.home.find((candidate) => candidate.type === 'gameGrid');
  if (block?.type !== 'gameGrid') throw new Error("hgty's home has no game grid");
  block.props = { ...block.props, ...grid };
  return config;
}

/** The names on the grid's game tiles, in order. */
function gridGameNames(): string[] {
  return page
    .getByRole('tabpanel')
    .getByRole('button')
    .elements()
    .map((tile) => tile.textContent ?? '');
}

// hgty's seeded catalogue: sports 足球 (1), 篮球 (2), 网球 (3); slots 财神到 (8), 幸运转盘 (34).
test('the game grid opens on its category, with its pinned games first; an unknown pinned id is skipped', async () => {
  const config = await hgtyWithGrid({ categoryId: '3', pinnedGameIds: ['34', 'no-such-game', '3'] });
  await bootApp({ path: routePaths.home, search: '?site=hgty', loadConfig: async () => config });
  await expect.element(page.getByRole('tab', { name: '电子', selected: true })).toBeVisible();
  await expect
    .poll(gridGameNames)
    .toEqual([expect.stringContaining('幸运转盘'), expect.stringContaining('财神到')]);
  await page.getByRole('tab', { name: '体育' }).click();
  await expect
    .poll(gridGameNames)
    .toEqual([
      expect.stringContaining('网球'),
      expect.stringContaining('足球'),
      expect.stringContaining('篮球'),
    ]);
});

test('a grid whose category the catalogue lacks opens on the first category, in catalogue order', async () => {
  const config = await hgtyWithGrid({ categoryId: 'no-such-category' });
  await bootApp({ path: routePaths.home, search: '?site=hgty', loadConfig: async () => config });
  await expect.element(page.getByRole('tab', { name: '体育', selected: true })).toBeVisible();
  await expect
    .poll(gridGameNames)
    .toEqual([
      expect.stringContaining('足球'),
      expect.stringContaining('篮球'),
      expect.stringContaining('网球'),
    ]);
});
