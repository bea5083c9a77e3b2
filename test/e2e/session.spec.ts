import type { Request } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { memberClientOf, signInDemo } from './support/memberSession.ts';

const sessionToken = () => sessionStorage.getItem('t');

// The ?token= sign-in link (a one-time handoff code, never a session token) is proven in signInLink.spec.ts.

test('an expired session lands on /login exactly once, however many requests were in flight', async ({
  page,
  siteUrl,
  control,
}) => {
  await signInDemo(page, siteUrl('hgty', '/login'), 'zh-CN', control);
  await expect(page).toHaveURL(siteUrl('hgty', '/app/home'));
  const token = await page.evaluate(sessionToken);
  const member = await memberClientOf(page, 'hgty');
  // The tab leaves the app before the session ends (the tab's session storage keeps the token), so the stale token
  // is first used by the page load below. A document still open would learn of the revocation itself (its live
  // stream's next ticket, any member call) and go to /login on its own, racing the reopening.
  await page.goto('about:blank');
  // Revoked server-side, as a sign-out elsewhere would: the tab still holds the token.
  await member.api.signOut({ body: {} });

  // Counts every client-side navigation to /login (the router goes through the History API).
  await page.addInitScript(() => {
    const navigations = { toLogin: 0 };
    Object.assign(window, { navigations });
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (state, unused, url) => {
        if (url != null && new URL(url, location.href).pathname === '/login') navigations.toLogin += 1;
        original(state, unused, url);
      };
    }
  });
  const stale: Request[] = [];
  const settled = new Set<Request>();
  page.on('request', (request) => {
    if (request.headers().t === token) stale.push(request);
  });
  page.on('requestfinished', (request) => settled.add(request));
  page.on('requestfailed', (request) => settled.add(request));
  // The tab reopens the app on the expired session.
  await page.goto(siteUrl('hgty', '/app/home'));

  await expect(page).toHaveURL(siteUrl('hgty', '/login'));
  // The home asked for several member reads with the stale token before the first refusal came back.
  await expect.poll(() => stale.length).toBeGreaterThanOrEqual(2);
  await expect.poll(() => stale.every((request) => settled.has(request))).toBe(true);
  expect(
    await page.evaluate(
      () => (window as unknown as { navigations: { toLogin: number } }).navigations.toLogin,
    ),
  ).toBe(1);
  expect(await page.evaluate(sessionToken)).toBeNull();
});
