import { randomUUID } from 'node:crypto';
import { consoleEndpoints } from '@platform/contract';
import { routePaths } from '@platform/domain';
import { expectNoAxeViolations } from './support/accessibility.ts';
import {
  consoleContext,
  consoleOperator,
  consoleText,
  consoleTextIn,
  consoleUrl,
  freshOperatorName,
  openMemberPage,
  pendingWithdrawal,
  signInToConsole,
} from './support/consoleOperators.ts';
import { expect, test } from './support/fixtures.ts';
import { memberClientOf } from './support/memberSession.ts';
import { registerNewMember } from './support/newMember.ts';
import { expectCentralWallet } from './support/walletCard.ts';

const text = consoleText;
/** hgty's four-eyes amount is 5,000.00; this is above it. */
const LARGE_WITHDRAWAL_MINOR = 600_000;

test('the demo admin signs in with two-step verification, approves a deposit, and the member’s open app shows the credit; the audit log lists it', async ({
  page,
  browser,
  siteUrl,
  control,
}) => {
  const site = 'hgty';
  const { username } = await registerNewMember(page, siteUrl(site, routePaths.register), control, 'zh-CN');
  const member = await memberClientOf(page, site);
  const [channel] = await member.api.depositChannels();
  if (channel === undefined) throw new Error(`${site} has no deposit channel`);
  const order = await member.api.depositOrderCreate({
    body: { channelId: channel.id, amountMinor: 100_000 },
  });
  await page.goto(siteUrl(site, routePaths.home));
  await expectCentralWallet(page, 'zh-CN', 0);

  const context = await consoleContext(browser);
  const console = await context.newPage();
  await console.goto(consoleUrl('/queues'));
  await expect(console).toHaveURL(consoleUrl('/sign-in'));
  await expectNoAxeViolations(console, 'console sign-in');
  const admin = await consoleOperator('demo-admin', 'admin');
  await console.getByRole('textbox', { name: text.signIn.username }).fill(admin.username);
  await console.getByRole('textbox', { name: text.signIn.password }).fill('wrong-password');
  await console.getByRole('button', { name: text.signIn.submit }).click();
  await expect(console.getByRole('alert')).toBeVisible();
  await signInToConsole(console, admin);
  await expectNoAxeViolations(console, 'console queues');

  const request = console.getByRole('article', { name: new RegExp(`^${username} · `) });
  await expect(request.getByText(order.referenceCode ?? '', { exact: true })).toBeVisible();
  const approve = request.getByRole('button', { name: text.queues.approve });
  // A double click decides once: the button is disabled while the decision is pending, and both would carry one key.
  await approve.dblclick();
  await expect(request).toHaveCount(0);
  // the row has left the queue; the page still tells what was decided, and on whose request
  await expect(console.getByRole('status').filter({ hasText: text.queues.decided.approved })).toContainText(
    username,
  );
  await expectCentralWallet(page, 'zh-CN', 100_000);

  await console.getByRole('link', { name: text.nav.audit }).click();
  await console.getByLabel(text.audit.action).selectOption({ label: text.audit.actions['deposit.approved'] });
  await console.getByRole('button', { name: text.audit.apply }).click();
  const entry = console.getByRole('row').filter({ hasText: order.id });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('operator:demo-admin');
  await expectNoAxeViolations(console, 'console audit log');

  await openMemberPage(console, username);
  await expect(console.getByRole('heading', { name: text.memberActions.heading })).toBeVisible();
  await expectNoAxeViolations(console, 'console member page');

  await console.getByRole('button', { name: text.nav.signOut }).click();
  await expect(console).toHaveURL(consoleUrl('/sign-in'));
  await context.close();
});

test('a withdrawal above the four-eyes amount needs a second operator; the first cannot give both approvals', async ({
  browser,
}) => {
  const withdrawal = await pendingWithdrawal('hgty', LARGE_WITHDRAWAL_MINOR);
  const first = await consoleOperator(freshOperatorName('e2e-first'), 'admin');
  const second = await consoleOperator(freshOperatorName('e2e-second'), 'siteOperator', 'hgty');

  const firstContext = await consoleContext(browser);
  const firstPage = await firstContext.newPage();
  await signInToConsole(firstPage, first);
  const atFirst = firstPage.getByRole('article', { name: new RegExp(`^${withdrawal.username} · `) });
  await expect(atFirst.getByText(text.queues.needsTwoApprovals)).toBeVisible();
  await atFirst.getByRole('button', { name: text.queues.approve }).click();
  await expect(firstPage.getByRole('status').filter({ hasText: text.queues.decided.pending })).toContainText(
    withdrawal.username,
  );
  await expect(
    atFirst.getByText(text.queues.awaitingSecondApproval(`operator:${first.username}`)),
  ).toBeVisible();
  await expect(atFirst.getByRole('button', { name: text.queues.approve })).toBeDisabled();

  const secondContext = await consoleContext(browser);
  const secondPage = await secondContext.newPage();
  await signInToConsole(secondPage, second);
  const atSecond = secondPage.getByRole('article', { name: new RegExp(`^${withdrawal.username} · `) });
  await expect(
    atSecond.getByText(text.queues.awaitingSecondApproval(`operator:${first.username}`)),
  ).toBeVisible();
  await atSecond.getByRole('button', { name: text.queues.approve }).click();
  await expect(atSecond).toHaveCount(0);

  await secondPage.getByRole('link', { name: text.nav.audit }).click();
  const entries = secondPage.getByRole('row').filter({ hasText: withdrawal.requestId });
  await expect(entries.filter({ hasText: text.audit.actions['withdrawal.firstApproval'] })).toContainText(
    `operator:${first.username}`,
  );
  await expect(entries.filter({ hasText: text.audit.actions['withdrawal.approved'] })).toContainText(
    `operator:${second.username}`,
  );
  await firstContext.close();
  await secondContext.close();
});

test('an operator scoped to hgty sees only hgty: no other site offered, and another site’s queue is refused at the API', async ({
  browser,
}) => {
  const bltyWithdrawal = await pendingWithdrawal('blty', 10_000);
  const scoped = await consoleOperator('demo-hgty', 'siteOperator', 'hgty');
  const context = await consoleContext(browser);
  const console = await context.newPage();
  await signInToConsole(console, scoped);
  await expect(console.getByLabel(text.site.label).getByRole('option')).toHaveText(['hgty']);

  const api = new URL(consoleUrl('/')).origin;
  const refused = await context.request.get(
    `${api}${consoleEndpoints.consoleMoneyQueues.path}?siteCode=blty`,
  );
  expect(refused.status()).toBe(404);
  const body = await refused.json();
  expect(body).toMatchObject({ status: false, data: { code: 'CONSOLE_NOT_FOUND' } });
  expect(JSON.stringify(body)).not.toContain(bltyWithdrawal.requestId);

  await console.goto(consoleUrl('/queues?site=blty'));
  await expect(console.getByRole('alert')).toBeVisible();
  await expect(console.getByText(bltyWithdrawal.username)).toHaveCount(0);
  const decide = await context.request.post(`${api}${consoleEndpoints.consoleDecideWithdrawal.path}`, {
    data: { requestId: bltyWithdrawal.requestId, decision: 'approved' },
    headers: { 'idempotency-key': randomUUID() },
  });
  expect([decide.status(), (await decide.json()).data.code]).toEqual([404, 'CONSOLE_NOT_FOUND']);
  await context.close();
});

test('the console in en-US: two-step sign-in, a queue, a member page and the audit log read in English and pass axe', async ({
  browser,
}) => {
  const english = consoleTextIn['en-US'];
  // below hgty's four-eyes amount: one approval decides it
  const withdrawal = await pendingWithdrawal('hgty', 10_000);
  const operator = await consoleOperator(freshOperatorName('e2e-english'), 'admin');
  const context = await consoleContext(browser, 'en-US');
  const console = await context.newPage();
  await signInToConsole(console, operator, english);
  await expect(console.getByRole('heading', { name: english.queues.withdrawals })).toBeVisible();
  const request = console.getByRole('article', { name: new RegExp(`^${withdrawal.username} · `) });
  await expect(request.getByRole('button', { name: english.queues.reject })).toBeVisible();
  await expectNoAxeViolations(console, 'console queues in en-US');
  await request.getByRole('button', { name: english.queues.approve }).click();
  await expect(request).toHaveCount(0);
  await expect(
    console.getByRole('status').filter({ hasText: english.queues.decided.approved }),
  ).toContainText(withdrawal.username);

  await openMemberPage(console, withdrawal.username, english);
  await expect(console.getByRole('region', { name: english.members.saferPlay })).toContainText(
    english.members.noLimits,
  );
  await expect(console.getByRole('table', { name: english.money.recentLedger })).toBeVisible();
  await expectNoAxeViolations(console, 'console member page in en-US');

  await console.getByRole('link', { name: english.nav.audit }).click();
  await console
    .getByLabel(english.audit.action)
    .selectOption({ label: english.audit.actions['withdrawal.approved'] });
  await console.getByRole('button', { name: english.audit.apply }).click();
  const entry = console.getByRole('row').filter({ hasText: withdrawal.requestId });
  await expect(entry).toContainText(english.audit.actions['withdrawal.approved']);
  await expectNoAxeViolations(console, 'console audit log in en-US');
  await context.close();
});
