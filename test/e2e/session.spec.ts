import type { Request } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { memberClientOf, signInDemo } from './support/memberSession.ts';
import { demoLogin } from './support/signIn.ts';

const sessionToken = () => sessionStorage.getItem('t');

test('a ?token= handoff signs the member in and leaves the address bar without it', async ({
  page,
  context,
  siteUrl,
  control,
}) => {
  await signInDemo(page, siteUrl('hgty', '/login'), 'zh-CN', control);
  const token = await page.evaluate(sessionToken);
  expect(token).not.toBeNull();

  // A new tab has its own session storage: only the handoff can sign it in.
  const handedOver = await context.newPage();
  await handedOver.goto(siteUrl('hgty', `/app/center?token=${token}&from=share`));
  await expect(handedOver).toHaveURL(siteUrl('hgty', '/app/center?from=share'));
  await expect(handedOver.getByText(demoLogin.username, { exact: true })).toBeVisible();
  expect(await handedOver.evaluate(sessionToken)).toBe(token);
});

test('an expired session lands on /login exactly once, however many requests were in flight', async ({
  page,
  siteUrl,
  control,
}) => {
  await signInDemo(page, siteUrl('hgty', '/login'), 'zh-CN', control);
  await expect(page).toHaveURL(siteUrl('hgty', '/app/home'));
  const token = await page.evaluate(sessionToken);
  // Revoked server-side, as a sign-out elsewhere would: the page still holds the token.
  await (await memberClientOf(page, 'hgty')).api.signOut({ body: {} });

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
  await page.reload();

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
