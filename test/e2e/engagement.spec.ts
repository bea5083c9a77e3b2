import { errorMessage } from '@platform/contract';
import { type ContentLocale, contentLocale, type Locale, routePaths } from '@platform/domain';
import type { Page } from '@playwright/test';
import { appLanguages, uiLanguages } from '../../app/test/everyLanguage.ts';
import { cjkCharacter } from '../languageText.ts';
import { expectNoAxeViolations } from './support/accessibility.ts';
import { expect, test } from './support/fixtures.ts';
import { languageSites } from './support/languageSites.ts';
import { memberClientOf, signInDemo } from './support/memberSession.ts';
import { openWithCaptcha } from './support/signIn.ts';

const zh = {
  entry: appLanguages['zh-CN'].entry,
  engagement: appLanguages['zh-CN'].engagement,
  taskCard: uiLanguages['zh-CN'].taskCard,
  invite: uiLanguages['zh-CN'].inviteCard,
};
/** hgty's daily sign-in task: registering signs the member in, so a new member can claim it at once. */
const DAILY_SIGN_IN = '每日登录';

let registrations = 0;

/** A new member, registered through the registration page at `url` (which may carry an invite code). */
async function registerThroughPage(
  page: Page,
  url: string,
  control: Parameters<typeof openWithCaptcha>[2],
  prefilledInviteCode?: string,
) {
  registrations += 1;
  const username = `e${Date.now().toString(36).slice(-6)}${registrations}`.slice(0, 11);
  const captcha = await openWithCaptcha(page, url, control);
  if (prefilledInviteCode !== undefined) {
    await expect(page.getByRole('textbox', { name: zh.entry.inviteCode })).toHaveValue(prefilledInviteCode);
  }
  await page.getByRole('textbox', { name: zh.entry.accountName, exact: true }).fill(username);
  await page.getByRole('textbox', { name: zh.entry.password, exact: true }).fill('Secret123x');
  await page.getByRole('textbox', { name: zh.entry.confirmPassword, exact: true }).fill('Secret123x');
  await page.getByRole('textbox', { name: zh.entry.captcha, exact: true }).fill(captcha);
  await page.getByRole('button', { name: zh.entry.register, exact: true }).click();
  await page.waitForURL((address) => address.pathname === routePaths.home);
  return username;
}

/** The central-wallet balance and the claimed task rewards of the page's member, read through the API. */
async function rewardsOf(page: Page) {
  const member = await memberClientOf(page, 'hgty');
  const [balance, records] = await Promise.all([
    member.api.balance(),
    member.api.taskRecords({ body: { preset: -1 } }),
  ]);
  return { balanceMinor: balance.balanceMinor, claims: records.list.map((record) => record.title) };
}

test('a double tap on claim credits the reward once', async ({ page, siteUrl, control, consoleErrors }) => {
  await registerThroughPage(page, siteUrl('hgty', routePaths.register), control);
  const before = await rewardsOf(page);
  await page.goto(siteUrl('hgty', routePaths.task));
  const task = page.getByRole('article', { name: DAILY_SIGN_IN });
  await task.getByRole('button', { name: zh.taskCard.claim, exact: true }).dblclick();
  await expect(page.getByText(zh.engagement.tasks.claimed(1))).toBeVisible();
  await expect(task.getByRole('button', { name: zh.taskCard.claimed })).toBeDisabled();
  const after = await rewardsOf(page);
  expect(after.claims).toEqual([DAILY_SIGN_IN]);
  expect(after.balanceMinor - before.balanceMinor).toBe(100);
  expect(consoleErrors).toEqual([]);
});

test('two tabs claiming at once: one is paid, the other is told it was already claimed', async ({
  page,
  context,
  siteUrl,
  control,
}) => {
  await registerThroughPage(page, siteUrl('hgty', routePaths.register), control);
  const before = await rewardsOf(page);
  // The second tab of the same member: the session token lives per tab (sessionStorage), so copy it over.
  const token = await page.evaluate(() => sessionStorage.getItem('t'));
  const secondTab = await context.newPage();
  await secondTab.addInitScript((value) => sessionStorage.setItem('t', value ?? ''), token);
  const tabs = [page, secondTab];
  for (const tab of tabs) await tab.goto(siteUrl('hgty', routePaths.task));
  const claimButtons = tabs.map((tab) =>
    tab
      .getByRole('article', { name: DAILY_SIGN_IN })
      .getByRole('button', { name: zh.taskCard.claim, exact: true }),
  );
  for (const button of claimButtons) await expect(button).toBeEnabled();
  await Promise.all(claimButtons.map((button) => button.click()));
  const paid = tabs.map((tab) => tab.getByText(zh.engagement.tasks.claimed(1)));
  const refused = tabs.map((tab) => tab.getByText(errorMessage('REWARD_ALREADY_CLAIMED', 'zh-CN')));
  await expect
    .poll(async () => (await Promise.all(paid.map((text) => text.count()))).join('+'))
    .toMatch(/^(1\+0|0\+1)$/);
  await expect
    .poll(async () => (await Promise.all(refused.map((text) => text.count()))).join('+'))
    .toMatch(/^(1\+0|0\+1)$/);
  const after = await rewardsOf(page);
  expect(after.claims).toEqual([DAILY_SIGN_IN]);
  expect(after.balanceMinor - before.balanceMinor).toBe(100);
});

test('a new member sees their VIP progress; the invite link registers a friend who then shows on the agent page', async ({
  page,
  browser,
  siteUrl,
  control,
}) => {
  await registerThroughPage(page, siteUrl('hgty', routePaths.register), control);
  await page.goto(siteUrl('hgty', routePaths.vipDetail));
  await expect(
    page.getByRole('progressbar', { name: uiLanguages['zh-CN'].vipCard.progressLabel(1) }),
  ).toBeVisible();
  await expect(page.getByText(zh.engagement.vip.depositTotal)).toBeVisible();

  await page.goto(siteUrl('hgty', routePaths.agentPage));
  const card = page.getByRole('region', { name: zh.invite.title });
  const { inviteCode } = await (await memberClientOf(page, 'hgty')).api.agentPage();
  await expect(card.getByText(inviteCode, { exact: true })).toBeVisible();
  // The paragraph reads "<visually hidden label> <link>"; the link is its one URL.
  const linkText = (await card.getByText(`i_code=${inviteCode}`).textContent()) ?? '';
  const link = linkText.match(/https?:\/\/\S+/)?.[0] ?? '';
  expect(new URL(link).origin).toBe(new URL(siteUrl('hgty', '/')).origin);
  expect(new URL(link).pathname).toBe(routePaths.register);
  await expect(page.getByText(zh.engagement.agent.notAgentYet)).toBeVisible();

  // A friend opens the link in their own browser and registers with the code already filled in.
  const friendContext = await browser.newContext();
  const friendName = await registerThroughPage(await friendContext.newPage(), link, control, inviteCode);
  await friendContext.close();

  await page.reload();
  await expect(
    page.getByRole('listitem').filter({ hasText: zh.engagement.agent.invitedCount }),
  ).toContainText('1');
  await expect(page.getByText(`${friendName.slice(0, 2)}***`)).toBeVisible();
});

const engagementPages = [
  [routePaths.vipPrivilege, 'vipPrivilege'],
  [routePaths.vipDetail, 'vipDetail'],
  [routePaths.task, 'task'],
  [routePaths.taskRecords, 'taskRecords'],
  [routePaths.agentPage, 'agentPage'],
  [routePaths.sponsor, 'sponsor'],
] as const;
/** The seeded daily group and its sign-in task, in each site's own language. */
const dailySignIn: Record<ContentLocale, { group: string; task: string }> = {
  'zh-CN': { group: '每日任务', task: '每日登录' },
  'zh-HK': { group: '每日任務', task: '每日登入' },
  'en-US': { group: 'Daily', task: 'Daily sign-in' },
};

for (const [site, locale] of languageSites) {
  test(`every engagement page renders in ${locale} (${site}) with no console error and no axe violation`, async ({
    page,
    siteUrl,
    control,
    consoleErrors,
  }) => {
    test.slow(); // seven pages, each waited for and audited
    const text = appLanguages[locale].engagement;
    await signInDemo(page, siteUrl(site, routePaths.login), locale, control);
    for (const [path, title] of engagementPages) {
      await page.goto(siteUrl(site, path));
      await expect(
        page.getByRole('heading', { level: 1, name: appLanguages[locale].pageTitles[title], exact: true }),
      ).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expectNoAxeViolations(page, path);
      if (path === routePaths.task) await expectTasksIn(page, locale);
    }
    // The recruitment tab of the agent page.
    await page.goto(siteUrl(site, routePaths.agentPage));
    await page.getByRole('tab', { name: text.agent.joinUsTab }).click();
    await expect(page.getByRole('heading', { name: text.agent.joinUsTitle })).toBeVisible();
    await expectNoAxeViolations(page, `${routePaths.agentPage} (${text.agent.joinUsTab})`);
    expect(consoleErrors).toEqual([]);
  });
}

/** The task page shows the site's seeded tasks in its language: on an English site, not a Chinese character. */
async function expectTasksIn(page: Page, locale: Locale) {
  await expect(
    page.getByRole('tab', { name: new RegExp(dailySignIn[contentLocale(locale)].group) }),
  ).toHaveAttribute('aria-selected', 'true');
  const tasks = page.getByRole('tabpanel');
  await expect(
    tasks.getByRole('article', { name: dailySignIn[contentLocale(locale)].task, exact: true }),
  ).toBeVisible();
  if (locale === 'en-US') expect(await tasks.textContent()).not.toMatch(cjkCharacter);
}
