import { routePaths, storageKeys } from '@platform/domain';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { bootApp } from '../../test/bootApp.tsx';
import { signInAsDemo } from '../../test/demoMember.ts';
import { balanceQuery, memberInfoQuery, unreadCountQuery } from '../data/member.ts';
import { queryKeys } from '../data/queryKeys.ts';
import type { AppRuntime } from './appRuntime.ts';

async function signedInApp(path: string): Promise<AppRuntime> {
  const runtime = await bootApp({ path, search: '?site=hgty' });
  if (runtime === null) throw new Error('the app did not boot');
  await signInAsDemo(runtime);
  return runtime;
}

/** Counts the router's arrivals at `path` from now on. */
function arrivalsAt(runtime: AppRuntime, path: string): { count: () => number } {
  let count = 0;
  let previous = runtime.router.state.location.key;
  runtime.router.subscribe((state) => {
    if (state.location.key !== previous && state.location.pathname === path) count += 1;
    previous = state.location.key;
  });
  return { count: () => count };
}

describe('an expired session', () => {
  test('sends the member to /login exactly once, however many requests find it expired', async () => {
    const runtime = await signedInApp(routePaths.home);
    const staleToken = runtime.client.session.token();
    // Counting starts before the session goes: the home's own queries may find it expired first.
    const logins = arrivalsAt(runtime, routePaths.login);
    // The server forgets the session; the app still holds its token.
    await fetch('/api/f/v1/member/logout', { method: 'POST', headers: { t: staleToken ?? '', d: '25' } });
    const answers = await Promise.allSettled([
      runtime.client.api.memberInfo(),
      runtime.client.api.balance(),
      runtime.client.api.messageUnreadCount(),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(['rejected', 'rejected', 'rejected']);
    await expect.element(page.getByRole('textbox', { name: '账号' })).toBeVisible();
    expect(logins.count()).toBe(1);
    await runtime.session.ready();
    expect(runtime.session.signedIn()).toBe(false);
    expect(window.sessionStorage.getItem(storageKeys.session.token)).toBeNull();
  });

  test('on a member-only page, sign-in names the page, so signing in again returns there', async () => {
    const runtime = await signedInApp(`${routePaths.deposit}?channel=2`);
    const staleToken = runtime.client.session.token();
    await fetch('/api/f/v1/member/logout', { method: 'POST', headers: { t: staleToken ?? '', d: '25' } });
    await expect(runtime.client.api.balance()).rejects.toThrow();
    await expect.element(page.getByRole('textbox', { name: '账号' })).toBeVisible();
    const { pathname, search } = runtime.router.state.location;
    expect(pathname).toBe(routePaths.login);
    expect(new URLSearchParams(search).get('redirect')).toBe(`${routePaths.deposit}?channel=2`);
  });

  test('leaves a visitor on /login when more member-only requests find no session after it opened', async () => {
    const runtime = await bootApp({ path: routePaths.home, search: '?site=hgty' });
    if (runtime === null) throw new Error('the app did not boot');
    const logins = arrivalsAt(runtime, routePaths.login);
    await expect(runtime.client.api.balance()).rejects.toThrow();
    await expect.element(page.getByRole('textbox', { name: '账号' })).toBeVisible();
    // Late answers of the page the visitor left: the login page is already open, so Back still leads off it.
    await Promise.allSettled([runtime.client.api.memberInfo(), runtime.client.api.messageUnreadCount()]);
    expect(logins.count()).toBe(1);
    expect(runtime.router.state.location.pathname).toBe(routePaths.login);
  });
});

describe('signing out', () => {
  test('clears everything spec §4 lists', async () => {
    const runtime = await signedInApp(routePaths.userCentre);
    const { client, queryClient } = runtime;
    await Promise.all([
      queryClient.fetchQuery(memberInfoQuery(client)),
      queryClient.fetchQuery(balanceQuery(client)),
      queryClient.fetchQuery(unreadCountQuery(client)),
      queryClient.fetchQuery({
        queryKey: queryKeys.withdrawPasswordConfig,
        queryFn: () => client.api.withdrawPasswordConfig(),
      }),
      queryClient.fetchQuery({
        queryKey: [...queryKeys.taskScope, 'groups'],
        queryFn: () => client.refresh.taskGroups(),
      }),
    ]);
    await page.getByRole('button', { name: '退出登录' }).click();
    await expect.element(page.getByRole('heading', { name: '皇冠体育' })).toBeVisible();
    expect(window.sessionStorage.getItem(storageKeys.session.token)).toBeNull();
    expect(window.sessionStorage.getItem(storageKeys.session.vid)).toBeNull();
    for (const key of [
      queryKeys.memberInfo,
      queryKeys.balance,
      queryKeys.unreadCount,
      queryKeys.withdrawPasswordConfig,
      queryKeys.taskScope,
    ]) {
      // Pages still on screen may re-create an empty, disabled entry; no member data may remain in any.
      const leftOver = queryClient
        .getQueryCache()
        .findAll({ queryKey: key })
        .filter((query) => query.state.data !== undefined);
      expect(leftOver, JSON.stringify(key)).toEqual([]);
    }
    await runtime.session.ready();
    expect(runtime.session.signedIn()).toBe(false);
  });
});
