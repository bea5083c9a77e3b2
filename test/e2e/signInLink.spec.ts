import type { Page } from '@playwright/test';
import { appLanguages } from '../../app/test/everyLanguage.ts';
import { expect, test } from './support/fixtures.ts';
import { memberClientOf, signInDemo } from './support/memberSession.ts';
import { registerNewMember } from './support/newMember.ts';
import { demoLogin } from './support/signIn.ts';

/**
 * Login CSRF through the sign-in link (`?token=`): the link carries a one-time handoff code, and it may neither
 * replace a signed-in member's session nor sign a visitor into someone else's account without them seeing it.
 */
const text = appLanguages['zh-CN'].signInHandoff;
const sessionToken = (page: Page) => page.evaluate(() => sessionStorage.getItem('t'));
const EXCHANGE_PATH = '/api/f/v1/member/token/exchange';

/** An attacker's own account and a fresh handoff code of it, made in a tab of its own. */
async function attackerLink(
  page: Page,
  siteUrl: (code: string, path: string) => string,
  control: Parameters<typeof registerNewMember>[2],
) {
  const attacker = await registerNewMember(page, siteUrl('hgty', '/register'), control, 'zh-CN');
  const { code } = await (await memberClientOf(page, 'hgty')).api.issueHandoffCode({ body: {} });
  return { username: attacker.username, url: siteUrl('hgty', `/app/home?token=${code}&from=share`) };
}

test("a signed-in member opening an attacker's link stays signed in as themselves", async ({
  page,
  context,
  siteUrl,
  control,
}) => {
  const attacker = await attackerLink(await context.newPage(), siteUrl, control);
  await signInDemo(page, siteUrl('hgty', '/login'), 'zh-CN', control);
  const mine = await sessionToken(page);
  expect(mine).not.toBeNull();

  await page.goto(attacker.url);
  await expect(page).toHaveURL(siteUrl('hgty', '/app/home?from=share'));
  await expect(
    page.getByRole('alertdialog', { name: text.alreadySignedInAs(demoLogin.username) }),
  ).toBeVisible();
  await page.getByRole('button', { name: text.staySignedIn, exact: true }).click();
  expect(await sessionToken(page)).toBe(mine);
  await page.goto(siteUrl('hgty', '/app/center'));
  await expect(page.getByText(demoLogin.username, { exact: true })).toBeVisible();
  await expect(page.getByText(attacker.username, { exact: true })).toHaveCount(0);
});

test("a visitor opening an attacker's link sees the attacker's account name and must confirm it", async ({
  page,
  context,
  siteUrl,
  control,
}) => {
  const attacker = await attackerLink(await context.newPage(), siteUrl, control);
  await page.goto(attacker.url);
  await expect(page).toHaveURL(siteUrl('hgty', '/app/home?from=share'));
  await expect(page.getByRole('alertdialog', { name: text.continueAs(attacker.username) })).toBeVisible();
  // Nothing is signed in while the question is open: a reload here would find a visitor.
  expect(await sessionToken(page)).toBeNull();
  await page.getByRole('button', { name: text.notMe, exact: true }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(await sessionToken(page)).toBeNull();
});

test('a raw session token in ?token= signs nobody in', async ({ page, context, siteUrl, control }) => {
  await signInDemo(page, siteUrl('hgty', '/login'), 'zh-CN', control);
  const rawToken = await sessionToken(page);
  expect(rawToken).not.toBeNull();

  // A new tab has its own session storage: before, the token alone signed it in.
  const visitor = await context.newPage();
  const refused = visitor.waitForResponse((response) => response.url().includes(EXCHANGE_PATH));
  await visitor.goto(siteUrl('hgty', `/app/center?token=${rawToken}`));
  await expect(visitor).toHaveURL(siteUrl('hgty', '/app/center'));
  expect(await sessionToken(visitor)).toBeNull();
  expect((await refused).status()).toBe(400);
  expect(await sessionToken(visitor)).toBeNull();
  await expect(visitor.getByText(demoLogin.username, { exact: true })).toHaveCount(0);
});
