import { formatMoney, routePaths } from '@platform/domain';
import type { Page } from '@playwright/test';
import { appLanguages, uiLanguages } from '../../app/test/everyLanguage.ts';
import { contentByLocale } from '../../packages/server/src/seed/content/localeContent.ts';
import { expectNoAxeViolations } from './support/accessibility.ts';
import {
  consoleContext,
  consoleOperator,
  consoleText,
  freshOperatorName,
  openMemberPage,
  signInToConsole,
} from './support/consoleOperators.ts';
import { catalogueGame } from './support/demoVenue.ts';
import { expect, test } from './support/fixtures.ts';
import { memberClientOf } from './support/memberSession.ts';
import { registerNewMember } from './support/newMember.ts';
import { openWithCaptcha, submitSignIn } from './support/signIn.ts';
import { expectCentralWallet } from './support/walletCard.ts';

const text = consoleText;
const site = 'hgty';

const escaped = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The words of `words(n)` for whatever count the server gives (how many members a site has is not this test's). */
function anyCount(words: (count: number) => string): RegExp {
  const [before = '', after = ''] = words(0).split('0');
  return new RegExp(`^${escaped(before)}\\d+${escaped(after)}$`);
}

const announced = (console: Page, words: string | RegExp) =>
  console.getByRole('status').filter({ hasText: words });

test('an operator credits a reward, messages and locks a member: the member’s app shows the money and the message, its session ends and sign-in is refused until unlocked', async ({
  page,
  browser,
  siteUrl,
  control,
}) => {
  test.slow(); // a registration, three sign-ins and a console session
  const member = await registerNewMember(page, siteUrl(site, routePaths.register), control, 'zh-CN');
  const admin = await consoleOperator(freshOperatorName('e2e-actions'), 'admin');
  const context = await consoleContext(browser);
  const console = await context.newPage();
  await signInToConsole(console, admin);
  await openMemberPage(console, member.username);
  await expectNoAxeViolations(console, 'console member actions');

  // The member's VIP standing and tasks: a new member has signed in once, so the daily sign-in is claimable.
  const vip = console.getByRole('region', { name: text.members.vip, exact: true });
  await expect(vip.getByText(text.members.vipNextLevel)).toBeVisible();
  const tasks = console.getByRole('region', { name: text.members.tasks, exact: true });
  await expect(
    tasks.getByRole('row').filter({ hasText: '每日登录' }).getByRole('cell', {
      name: text.members.taskStatuses.claimable,
    }),
  ).toBeVisible();

  // A note stays on the member's page, newest first, with its author.
  const notes = console.getByRole('region', { name: text.members.notes, exact: true });
  await expect(notes.getByText(text.members.noNotes)).toBeVisible();
  await notes.getByRole('textbox', { name: text.members.noteText }).fill('来电询问存款未到账');
  await notes.getByRole('button', { name: text.members.addNote }).click();
  await expect(announced(console, text.members.noteAdded)).toBeVisible();
  await expect(
    notes
      .getByRole('listitem')
      .filter({ hasText: '来电询问存款未到账' })
      .getByText(`operator:${admin.username}`),
  ).toBeVisible();
  await expect(notes.getByRole('textbox', { name: text.members.noteText })).toHaveValue('');

  // A reward in the site's money: the button waits while it is credited, and the member's wallet shows it.
  const reward = console.getByRole('region', { name: text.memberActions.rewardHeading });
  // The label names the site's currency code, e.g. 金额（CNY）.
  await reward
    .getByRole('textbox', { name: new RegExp(text.memberActions.rewardAmount('[A-Z]{3}')) })
    .fill('88');
  await reward.getByRole('textbox', { name: text.memberActions.rewardReason }).fill('生日礼金');
  await reward.getByRole('button', { name: text.memberActions.credit }).dblclick();
  await expect(
    announced(console, text.memberActions.rewardCredited(formatMoney(8_800, 'zh-CN'))),
  ).toBeVisible();
  await page.goto(siteUrl(site, routePaths.home));
  await expectCentralWallet(page, 'zh-CN', 8_800);

  // A message lands in the member's inbox.
  const message = console.getByRole('region', { name: text.memberActions.messageHeading });
  await message.getByRole('textbox', { name: text.messages.title }).fill('会员专属通知');
  await message.getByRole('textbox', { name: text.messages.content }).fill('您的生日礼金已到账。');
  await message.getByRole('button', { name: text.messages.send }).click();
  await expect(announced(console, text.memberActions.messageSent)).toBeVisible();
  await page.goto(siteUrl(site, routePaths.messages));
  await expect(
    page
      .getByRole('list', { name: appLanguages['zh-CN'].messages.inbox })
      .getByRole('button', { name: /会员专属通知/ }),
  ).toBeVisible();

  // A lock ends the open app's session at once and refuses the member's sign-in.
  const app = await memberClientOf(page, site);
  const signIn = console.getByRole('region', { name: text.memberActions.signInHeading });
  await signIn.getByRole('textbox', { name: text.memberActions.lockReason }).fill('风控核查');
  await signIn.getByRole('button', { name: text.memberActions.lock }).click();
  await expect(announced(console, text.memberActions.lockedOutcome(1))).toBeVisible();
  await expect(console.getByText(new RegExp(text.members.lockedSince('.+')))).toBeVisible();
  await expect(app.api.messageUnreadCount()).rejects.toThrow();
  let captcha = await openWithCaptcha(page, siteUrl(site, routePaths.login), control);
  await submitSignIn(page, member, captcha);
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === routePaths.login);

  await signIn.getByRole('button', { name: text.memberActions.unlock }).click();
  await expect(announced(console, text.memberActions.unlockedOutcome)).toBeVisible();
  await expect(console.getByText(text.members.notLocked, { exact: true })).toBeVisible();
  captcha = await openWithCaptcha(page, siteUrl(site, routePaths.login), control);
  await submitSignIn(page, member, captcha);
  await expect(page).not.toHaveURL((url) => url.pathname === routePaths.login);
  await context.close();
});

test('an operator with only approveMoney on hgty is offered the reward, not the lock nor the message', async ({
  page,
  browser,
  siteUrl,
  control,
}) => {
  const member = await registerNewMember(page, siteUrl(site, routePaths.register), control, 'zh-CN');
  const moneyOnly = await consoleOperator(freshOperatorName('e2e-money'), 'siteOperator', site);
  const context = await consoleContext(browser);
  const console = await context.newPage();
  await signInToConsole(console, moneyOnly);
  await openMemberPage(console, member.username);
  await expect(console.getByRole('region', { name: text.memberActions.rewardHeading })).toBeVisible();
  await expect(console.getByRole('button', { name: text.memberActions.lock })).toHaveCount(0);
  await expect(console.getByRole('button', { name: text.memberActions.resetLockout })).toHaveCount(0);
  await expect(console.getByRole('region', { name: text.memberActions.messageHeading })).toHaveCount(0);
  await expect(console.getByRole('link', { name: text.nav.operators })).toHaveCount(0);
  await context.close();
});

test('an operator messages every member of a site and puts a venue under maintenance with a note: the member’s inbox and lobby show them', async ({
  page,
  browser,
  siteUrl,
  control,
}) => {
  test.slow(); // a registration, a console session and the lobby twice
  // blty: no other test counts its members' unread messages or plays its live venue (journey.spec plays slots).
  const contentSite = 'blty';
  await registerNewMember(page, siteUrl(contentSite, routePaths.register), control, 'zh-CN');
  const liveGame = await catalogueGame(page, 'live');
  const admin = await consoleOperator(freshOperatorName('e2e-content'), 'admin');
  const context = await consoleContext(browser);
  const console = await context.newPage();
  await signInToConsole(console, admin);
  await console.getByRole('link', { name: text.nav.content }).click();
  await console.getByLabel(text.site.label, { exact: true }).selectOption(contentSite);
  await expectNoAxeViolations(console, 'console content');

  const title = `全站通知 ${freshOperatorName('m')}`;
  const siteMessage = console.getByRole('region', { name: text.content.siteMessageHeading });
  await siteMessage.getByRole('textbox', { name: text.messages.title }).fill(title);
  await siteMessage.getByRole('textbox', { name: text.messages.content }).fill('周末活动即将开始。');
  await siteMessage.getByRole('button', { name: text.messages.send }).click();
  await expect(announced(console, anyCount(text.content.siteMessageSent))).toBeVisible();
  await page.goto(siteUrl(contentSite, routePaths.messages));
  await expect(
    page
      .getByRole('list', { name: appLanguages['zh-CN'].messages.inbox })
      .getByRole('button', { name: title }),
  ).toBeVisible();

  const maintenance = console.getByRole('region', { name: text.content.maintenanceHeading });
  // The state table's row of the venue, from the new state read: the venue named with its wallet code.
  const venueRow = maintenance.getByRole('row').filter({
    hasText: new RegExp(escaped(text.content.venue('\u0000', liveGame.walletCode)).replace('\u0000', '.+')),
  });
  await maintenance.getByLabel(text.content.scope).selectOption({ label: text.content.scopes.venue });
  await maintenance.getByRole('textbox', { name: text.content.venueTarget }).fill(liveGame.walletCode);
  await maintenance.getByRole('textbox', { name: text.content.noteIn['zh-CN'] }).fill('真人维护至凌晨4点');
  await maintenance
    .getByRole('textbox', { name: text.content.noteIn['en-US'] })
    .fill('Live casino back at 04:00');
  const card = page.getByRole('button', { name: liveGame.name });
  try {
    await maintenance.getByRole('button', { name: text.content.switchOn }).click();
    await expect(announced(console, text.content.switchedOn(1))).toBeVisible();
    await expect(venueRow).toContainText('真人维护至凌晨4点');
    await expect(venueRow).toContainText(admin.username);
    await page.goto(siteUrl(contentSite, routePaths.home));
    await page.getByRole('tab', { name: liveGame.tab }).click();
    await expect(card).toContainText(uiLanguages['zh-CN'].gameCard.maintenance);
    // Tapping the closed game tells the member why, in their language, with the operator's note.
    await card.click();
    await expect(
      page.getByRole('heading', { name: uiLanguages['zh-CN'].maintenanceState.gameTitle }),
    ).toBeVisible();
    await expect(page.getByText('真人维护至凌晨4点')).toBeVisible();
  } finally {
    await maintenance.getByRole('button', { name: text.content.switchOff }).click();
  }
  await expect(announced(console, text.content.switchedOff(1))).toBeVisible();
  await expect(venueRow).toHaveCount(0);
  await page.goto(siteUrl(contentSite, routePaths.home));
  await page.getByRole('tab', { name: liveGame.tab }).click();
  await expect(card).not.toContainText(uiLanguages['zh-CN'].gameCard.maintenance);
  await context.close();
});

test('an operator creates an activity, edits its title and ends it: the member’s activity list shows each change', async ({
  page,
  browser,
  siteUrl,
}) => {
  test.slow(); // a console session and the member's list read three times
  const contentSite = 'blty';
  const admin = await consoleOperator(freshOperatorName('e2e-activity'), 'admin');
  const context = await consoleContext(browser);
  const console = await context.newPage();
  await signInToConsole(console, admin);
  await console.getByRole('link', { name: text.nav.content }).click();
  await console.getByLabel(text.site.label, { exact: true }).selectOption(contentSite);
  const activities = console.getByRole('region', { name: text.activities.heading });
  const memberList = () => page.goto(siteUrl(contentSite, routePaths.activityList));

  const first = `周末加码 ${freshOperatorName('a')}`;
  await activities.getByRole('button', { name: text.activities.create }).click();
  const creation = activities.getByRole('form', { name: text.activities.createHeading });
  await creation.getByRole('textbox', { name: text.activities.title }).fill(first);
  await creation.getByRole('textbox', { name: text.activities.summary }).fill('周六存款加赠');
  // last in the list, so the site's first activity (and its notice bar) stay what other tests read
  await creation.getByRole('spinbutton', { name: text.activities.sort }).fill('99');
  await creation.getByRole('textbox', { name: text.activities.rules }).fill('<p>周六存款即可参加。</p>');
  // the banner is an image the operator uploads (the PNG signature and header the server's sniffing accepts)
  await creation.getByLabel(text.activities.upload).setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'),
  });
  await expect(announced(console, text.activities.uploadedOutcome)).toBeVisible();
  const banner = await creation.getByLabel(text.activities.banner, { exact: true }).inputValue();
  expect(banner).toMatch(/content\/image\?id=/);
  await expect(creation.getByRole('region', { name: text.activities.rulesPreview })).toContainText(
    '周六存款即可参加。',
  );
  await creation.getByRole('button', { name: text.activities.save }).click();
  await expect(announced(console, text.activities.savedOutcome(first))).toBeVisible();
  await memberList();
  await expect(page.getByRole('link', { name: first })).toBeVisible();
  await expect(page.getByRole('link', { name: first }).locator('img')).toHaveAttribute('src', banner);

  const renamed = `${first} 升级`;
  await activities.getByRole('button', { name: text.activities.editNamed(first) }).click();
  const edit = activities.getByRole('form', { name: text.activities.editHeading(first) });
  await edit.getByRole('textbox', { name: text.activities.title }).fill(renamed);
  await edit.getByRole('button', { name: text.activities.save }).click();
  await expect(announced(console, text.activities.savedOutcome(renamed))).toBeVisible();
  await memberList();
  await expect(page.getByRole('link', { name: renamed })).toBeVisible();

  await activities.getByRole('button', { name: text.activities.endNamed(renamed) }).click();
  await expect(announced(console, text.activities.endedOutcome(renamed))).toBeVisible();
  await expect(activities.getByRole('row').filter({ hasText: renamed })).toContainText(
    text.activities.phases.ended,
  );
  await memberList();
  // the list has loaded (blty's seeded activities) and no longer holds the ended one
  await expect(page.getByRole('link', { name: contentByLocale['zh-CN'].activities[0]?.title })).toBeVisible();
  await expect(page.getByRole('link', { name: renamed })).toHaveCount(0);
  await context.close();
});

test('an admin creates a site operator with its grants, sees it listed and in the audit filter, and disables it', async ({
  browser,
}) => {
  const admin = await consoleOperator(freshOperatorName('e2e-admin'), 'admin');
  const context = await consoleContext(browser);
  const console = await context.newPage();
  await signInToConsole(console, admin);
  await console.getByRole('link', { name: text.nav.operators }).click();
  await expect(console.getByRole('heading', { name: text.operators.heading, level: 1 })).toBeVisible();

  const made = freshOperatorName('e2e-made');
  await console.getByRole('textbox', { name: text.operators.username }).fill(made);
  await console.getByLabel(text.operators.password).fill('Fresh-operator-2026');
  await console
    .getByRole('group', { name: text.operators.grantsOn(site) })
    .getByRole('checkbox', { name: text.operator.permissions.editContent })
    .check();
  await console.getByRole('button', { name: text.operators.create }).click();
  await expect(announced(console, text.operators.createdOutcome(made))).toBeVisible();
  const row = console
    .getByRole('row')
    .filter({ has: console.getByRole('rowheader', { name: made, exact: true }) });
  await expect(row).toContainText(`${site}: ${text.operator.permissions.editContent}`);
  await expect(row).toContainText(text.operators.notEnrolled);
  await expectNoAxeViolations(console, 'console operators');

  await row.getByRole('button', { name: text.operators.disableNamed(made) }).click();
  await expect(announced(console, text.operators.disabledOutcome(made))).toBeVisible();
  await expect(row).not.toContainText(text.operators.active);
  await expect(row.getByRole('button', { name: text.operators.disableNamed(made) })).toHaveCount(0);

  await console.getByRole('link', { name: text.nav.audit }).click();
  await expect(
    console.getByLabel(text.audit.operator).getByRole('option', { name: `operator:${made}` }),
  ).toHaveCount(1);
  await context.close();
});
