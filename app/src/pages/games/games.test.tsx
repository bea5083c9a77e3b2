import { gameLaunchPath, HEARTBEAT_INTERVAL_MS, routePaths } from '@platform/domain';
import { HEARTBEATS_FAILED_BEFORE_CONNECTION_PROBLEM } from '@platform/machines';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { bootApp, cleanUpBootedApps } from '../../../test/bootApp.tsx';
import { signInAsDemo } from '../../../test/demoMember.ts';
import type { AppRuntime } from '../../boot/appRuntime.ts';
import { gameCategoriesQuery } from '../../data/content.ts';
import { autoTransferQuery } from '../../data/games.ts';
import { rememberVenueReturn, restoreVenueReturn } from './venueReturn.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  cleanUpBootedApps();
});

async function signedIn(): Promise<AppRuntime> {
  const runtime = await bootApp({ path: routePaths.home, search: '?site=hgty' });
  if (runtime === null) throw new Error('the app did not boot');
  await signInAsDemo(runtime);
  return runtime;
}

/** A game of hgty's catalogue, open or under maintenance (the seed keeps games 8 and 21 under maintenance). */
async function gameOf(runtime: AppRuntime, underMaintenance: boolean) {
  const categories = await runtime.client.api.gameList({ query: {} });
  const game = categories
    .flatMap((category) => category.games.map((entry) => ({ ...entry, open: category.state === 1 })))
    .find((entry) => entry.maintenance === underMaintenance && (underMaintenance || entry.open));
  if (game === undefined) throw new Error('the seed has no such game');
  return {
    path: gameLaunchPath({ id: game.id, title: game.name, code: game.wallet_code, gtype: '1' }),
    game,
  };
}

describe('the game page', () => {
  test('a visitor is asked to sign in before playing', async () => {
    await bootApp({
      path: gameLaunchPath({ id: '1', title: 'Dice', code: 'demo', gtype: '1' }),
      search: '?site=hgty',
    });
    await expect.element(page.getByText('登录后开始游戏')).toBeVisible();
  });

  test('opens the venue in a frame sandboxed to scripts, forms and tapped top navigation', async () => {
    const runtime = await signedIn();
    const { path, game } = await gameOf(runtime, false);
    const userCentre = { path: routePaths.userCentre, scrollY: 0, gameCategory: null };
    await runtime.router.navigate(path, { state: { from: userCentre } });
    const frame = page.getByTitle(`游戏：${game.name}`);
    await expect.element(frame).toBeVisible();
    expect(frame.element().getAttribute('sandbox')).toBe(
      'allow-scripts allow-forms allow-top-navigation-by-user-activation',
    );
    expect(frame.element().getAttribute('src')).toMatch(/^\/demo-venue\/play\?ticket=/);
    // Venue back will return the member to the page the game was launched from.
    expect(restoreVenueReturn(window.sessionStorage, runtime.queryClient)).toEqual(userCentre);
  });

  test('sends the heartbeat every 30 s naming the open game and its platform', async () => {
    const runtime = await signedIn();
    const { path, game } = await gameOf(runtime, false);
    const heartbeat = vi.spyOn(runtime.client.api, 'heartbeat');
    // Fake time that also runs on its own, so the page's waits still pass while the 30 s are skipped.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await runtime.router.navigate(path);
    await expect.element(page.getByTitle(`游戏：${game.name}`)).toBeVisible();
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS);
    vi.useRealTimers();
    await expect.poll(() => heartbeat.mock.calls.length).toBe(1);
    expect(Object.keys(heartbeat.mock.calls[0]?.[0]?.body ?? {}).sort()).toEqual(['gameid', 'platform']);
    // The server accepts a heartbeat only for the open game session's game and platform.
    await expect.poll(() => heartbeat.mock.results[0]?.type).toBe('return');
    await expect(heartbeat.mock.results[0]?.value).resolves.toHaveProperty('nextHeartbeatInMs');
  });

  test('after repeated heartbeat failures says the connection is unstable while the game stays', async () => {
    const runtime = await signedIn();
    const { path, game } = await gameOf(runtime, false);
    const heartbeat = vi
      .spyOn(runtime.client.api, 'heartbeat')
      .mockRejectedValue(new TypeError('Failed to fetch'));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await runtime.router.navigate(path);
    const frame = page.getByTitle(`游戏：${game.name}`);
    await expect.element(frame).toBeVisible();
    const notice = page.getByRole('status').filter({ hasText: '网络连接不稳定，游戏仍在进行' });
    for (let failed = 1; failed <= HEARTBEATS_FAILED_BEFORE_CONNECTION_PROBLEM; failed += 1) {
      expect(notice.query()).toBeNull();
      await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS);
      await expect.poll(() => heartbeat.mock.calls.length).toBe(failed);
    }
    vi.useRealTimers();
    await expect.element(notice).toBeVisible();
    await expect.element(frame).toBeVisible();
  });

  test('a game under maintenance tapped in the lobby shows the operator’s note, signed in or not, and launches nothing', async () => {
    const runtime = await bootApp({ path: routePaths.home, search: '?site=hgty' });
    if (runtime === null) throw new Error('the app did not boot');
    const launch = vi.spyOn(runtime.client.api, 'gameLaunch');
    // The lobby's catalogue as the server answers it while an operator's note is on one of its closed games.
    const lobby = await runtime.queryClient.fetchQuery(gameCategoriesQuery(runtime.client));
    const closed = lobby.flatMap((category) => category.games).find((game) => game.maintenance);
    if (closed === undefined) throw new Error('the seed has no game under maintenance in the lobby');
    runtime.queryClient.setQueryData(
      gameCategoriesQuery(runtime.client).queryKey,
      lobby.map((category) => ({
        ...category,
        games: category.games.map((game) =>
          game.id === closed.id ? { ...game, maintenanceNote: '凌晨4点恢复' } : game,
        ),
      })),
    );
    await runtime.router.navigate(
      gameLaunchPath({ id: closed.id, title: closed.name, code: closed.wallet_code, gtype: '1' }),
    );
    await expect.element(page.getByRole('heading', { name: /维护/ })).toBeVisible();
    await expect.element(page.getByText('凌晨4点恢复')).toBeVisible();
    expect(launch).not.toHaveBeenCalled();
    expect(document.querySelector('iframe')).toBeNull();
  });

  test('a game under maintenance cannot be launched and says so', async () => {
    const runtime = await signedIn();
    const { path } = await gameOf(runtime, true);
    await runtime.router.navigate(path);
    await expect.element(page.getByRole('heading', { name: /维护/ })).toBeVisible();
    expect(document.querySelector('iframe')).toBeNull();
  });
});

describe('venue back', () => {
  test('returns the member to the page they launched the game from', async () => {
    const runtime = await signedIn();
    const userCentre = { path: routePaths.userCentre, scrollY: 0, gameCategory: null };
    rememberVenueReturn(window.sessionStorage, userCentre, runtime.queryClient);
    await runtime.router.navigate(routePaths.venueBack);
    await expect.element(page.getByRole('heading', { name: '个人中心' })).toBeVisible();
    expect(runtime.router.state.location.pathname).toBe(routePaths.userCentre);
  });

  test('with automatic transfer on, a recall that fails is told to the member in their language', async () => {
    const runtime = await signedIn();
    runtime.queryClient.setQueryData(autoTransferQuery(runtime.client).queryKey, {
      automatic: true,
      siteDefault: false,
    });
    const recall = vi
      .spyOn(runtime.client.api, 'transferRecallAll')
      .mockRejectedValue(new TypeError('Failed to fetch'));
    rememberVenueReturn(
      window.sessionStorage,
      { path: routePaths.userCentre, scrollY: 0, gameCategory: null },
      runtime.queryClient,
    );
    await runtime.router.navigate(routePaths.venueBack);
    await expect.element(page.getByRole('heading', { name: '个人中心' })).toBeVisible();
    await expect.element(page.getByText('场馆余额未能回收，请到钱包页面一键回收。')).toBeVisible();
    expect(recall).toHaveBeenCalledTimes(1);
  });

  test('with automatic transfer on, a recall that succeeds says nothing', async () => {
    const runtime = await signedIn();
    runtime.queryClient.setQueryData(autoTransferQuery(runtime.client).queryKey, {
      automatic: true,
      siteDefault: false,
    });
    const recall = vi.spyOn(runtime.client.api, 'transferRecallAll');
    rememberVenueReturn(
      window.sessionStorage,
      { path: routePaths.userCentre, scrollY: 0, gameCategory: null },
      runtime.queryClient,
    );
    await runtime.router.navigate(routePaths.venueBack);
    await expect.poll(() => recall.mock.results[0]?.type).toBe('return');
    await recall.mock.results[0]?.value;
    await expect.element(page.getByRole('heading', { name: '个人中心' })).toBeVisible();
    expect(page.getByText('场馆余额未能回收，请到钱包页面一键回收。').query()).toBeNull();
  });
});
