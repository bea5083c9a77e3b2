import { routePaths, tutorialPath } from '@platform/domain';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { bootApp } from '../../test/bootApp.tsx';

describe('back from a page opened from a link (issue 21 item 3)', () => {
  test('a tutorial opened first goes back to the help centre, never out of the app', async () => {
    const runtime = await bootApp({ path: tutorialPath('deposit'), search: '?site=hgty' });
    await page.getByRole('button', { name: '返回' }).click();
    await expect.poll(() => runtime?.router.state.location.pathname).toBe(routePaths.helpCentre);
  });

  test('a page without a named parent goes back to the home', async () => {
    const runtime = await bootApp({ path: routePaths.helpCentre, search: '?site=hgty' });
    await page.getByRole('button', { name: '返回' }).click();
    await expect.poll(() => runtime?.router.state.location.pathname).toBe(routePaths.home);
  });

  test('after moving inside the app, back is the previous page', async () => {
    const runtime = await bootApp({ path: routePaths.helpCentre, search: '?site=hgty' });
    await runtime?.router.navigate(tutorialPath('deposit'));
    await page.getByRole('button', { name: '返回' }).click();
    await expect.poll(() => runtime?.router.state.location.pathname).toBe(routePaths.helpCentre);
  });
});
