import { routePaths } from '@platform/domain';
import { DEPOSIT_STATUS_POLL_MS } from '../../app/src/data/finance.ts';
import { appLanguages } from '../../app/test/everyLanguage.ts';
import { expect, test } from './support/fixtures.ts';
import { memberClientOf } from './support/memberSession.ts';
import { registerNewMember } from './support/newMember.ts';
import { expectCentralWallet } from './support/walletCard.ts';

const zh = appLanguages['zh-CN'];

test('a deposit the operator approves reaches the open app on a phone: balance and toast, no reload, no poll', async ({
  page,
  siteUrl,
  control,
  consoleErrors,
}) => {
  const site = 'hgty';
  await registerNewMember(page, siteUrl(site, routePaths.register), control, 'zh-CN');
  const member = await memberClientOf(page, site);
  const [channel] = await member.api.depositChannels();
  if (channel === undefined) throw new Error(`${site} has no deposit channel`);
  const order = await member.api.depositOrderCreate({
    body: { channelId: channel.id, amountMinor: 100_000 },
  });

  // The app opens its stream once the home has painted and the browser is idle.
  const streamOpened = page.waitForResponse((response) => response.url().includes('/member/events/stream'));
  await page.goto(siteUrl(site, routePaths.home));
  await expectCentralWallet(page, 'zh-CN', 0);
  expect((await streamOpened).status()).toBe(200);
  // A mark on this document: a reload would lose it.
  await page.evaluate(() => {
    document.documentElement.dataset.sameDocument = 'yes';
  });
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));

  const approvedAt = Date.now();
  await control.operator('approve-deposit', order.id);
  await expect(page.getByRole('status').getByText(zh.liveUpdates.depositCredited('¥1,000.00'))).toBeVisible();
  await expectCentralWallet(page, 'zh-CN', 100_000);
  const seenAfterMs = Date.now() - approvedAt;
  test.info().annotations.push({ type: 'deposit seen after (ms)', description: String(seenAfterMs) });

  await expect(page.locator('html')).toHaveAttribute('data-same-document', 'yes');
  expect(requests).not.toContain(routePaths.home);
  // Nothing polled: the only reads after the approval are the ones its events asked for, well inside a poll period.
  expect(seenAfterMs).toBeLessThan(DEPOSIT_STATUS_POLL_MS);
  expect(consoleErrors).toEqual([]);
});
