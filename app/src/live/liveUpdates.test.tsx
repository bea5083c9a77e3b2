import { endpoints } from '@platform/contract';
import { routePaths } from '@platform/domain';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { commands, page } from 'vitest/browser';
import { failUntilRecovered } from '../../test/apiInterception.ts';
import { bootApp } from '../../test/bootApp.tsx';
import { signInAsNewMember } from '../../test/demoMember.ts';
import { appLanguages, uiLanguages } from '../../test/everyLanguage.ts';
import { AGE_WITHDRAWAL_ACCOUNTS } from '../../test/referenceApiState.ts';
import type { AppRuntime } from '../boot/appRuntime.ts';
import { financeKeys } from '../data/finance.ts';
import { liveUpdatesStatus } from '../data/liveUpdatesStatus.ts';
import { queryKeys } from '../data/queryKeys.ts';

const zh = appLanguages['zh-CN'];
const WITHDRAW_PASSWORD = '246810';

/** A new member of hgty (zh-CN, balance 0), signed in, on `path`: these tests move the member's money. */
async function newMemberAt(path: string): Promise<{ runtime: AppRuntime; username: string }> {
  const runtime = await bootApp({ path: routePaths.home, search: '?site=hgty' });
  if (runtime === null) throw new Error('the app did not boot');
  const { accountName } = await signInAsNewMember(runtime);
  await runtime.router.navigate(path);
  return { runtime, username: accountName };
}

/** Resolves once the app's event stream is open (it starts when the browser is idle after the first paint). */
async function streamOpened(runtime: AppRuntime): Promise<void> {
  await expect.poll(() => liveUpdatesStatus(runtime.queryClient).open()).toBe(true);
}

/** A deposit order of `amountMinor` on the site's first channel, made as the deposit page makes it. */
async function openDepositOrder(runtime: AppRuntime, amountMinor: number): Promise<string> {
  const [channel] = await runtime.client.api.depositChannels();
  if (channel === undefined) throw new Error('hgty has no deposit channel');
  const order = await runtime.client.api.depositOrderCreate({ body: { channelId: channel.id, amountMinor } });
  return order.id;
}

/** Whether the cached deposit order's page would ask for it again by itself (its poll), right now. */
function depositOrderPolls(runtime: AppRuntime, orderId: string): boolean {
  const query = runtime.queryClient.getQueryCache().find({ queryKey: financeKeys.depositOrder(orderId) });
  if (query === undefined) throw new Error('the deposit order is not on the page');
  return query.observers.some((observer) => {
    const interval = observer.options.refetchInterval;
    return (typeof interval === 'function' ? interval(query) : interval) !== false;
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('live updates', () => {
  test('a deposit the operator approves credits the balance and shows a toast, with the polls off', async () => {
    const { runtime } = await newMemberAt(routePaths.home);
    const orderId = await openDepositOrder(runtime, 100_000);
    const centralWallet = page.getByRole('region', { name: uiLanguages['zh-CN'].walletCard.centralWallet });
    await expect.element(centralWallet).toHaveTextContent(/¥0\.00/);
    await streamOpened(runtime);

    await commands.operator('approve-deposit', orderId);
    await expect
      .element(page.getByRole('status').getByText(zh.liveUpdates.depositCredited('¥1,000.00')))
      .toBeVisible();
    await expect.element(centralWallet).toHaveTextContent(/¥1,000\.00/);

    // The order's page asks for nothing by itself while the stream is open: the decision came as an event.
    await runtime.router.navigate(`${routePaths.depositInfo}?id=${orderId}`);
    await expect.element(page.getByText(zh.deposit.approved, { exact: true })).toBeVisible();
    expect(depositOrderPolls(runtime, orderId)).toBe(false);
  });

  test('the unread badge follows a message as it arrives', async () => {
    const { runtime, username } = await newMemberAt(routePaths.userCentre);
    await expect.element(page.getByRole('link', { name: /^消息中心$/ })).toBeVisible();
    // The count read on signing in has come back (0) before the message is sent: nothing but the event changes it.
    await expect.poll(() => runtime.queryClient.getQueryData(queryKeys.unreadCount)).toEqual({ unread: 0 });
    await streamOpened(runtime);
    await commands.operator('send-message', 'hgty', username, '到账通知', '<p>你好</p>');
    await expect.element(page.getByRole('link', { name: /消息中心\s*1\s*条未读消息/ })).toBeVisible();
    await expect.element(page.getByRole('link', { name: /^我的\s*1$/ })).toBeVisible();
  });

  test('a withdrawal the operator rejects shows its reason in a toast, wherever the member is', async () => {
    const { runtime, username } = await newMemberAt(routePaths.home);
    await commands.operator('credit-reward', 'hgty', username, '500', 'CNY', 'live updates test');
    const { client } = runtime;
    await client.api.withdrawPasswordSet({
      body: await client.encryptPasswordFields('withdrawPasswordSet', { password: WITHDRAW_PASSWORD }),
    });
    const account = await client.api.withdrawalAccountAdd({
      body: await client.encryptPasswordFields('withdrawalAccountAdd', {
        kind: 'alipay',
        holderName: '张三',
        accountNumber: 'live.updates@example.com',
        withdrawPassword: WITHDRAW_PASSWORD,
      }),
    });
    // a standing account, past hgty's delay for new payout accounts (this test is about the rejection's toast)
    await commands.operator(AGE_WITHDRAWAL_ACCOUNTS, 'hgty', username);
    const withdrawal = await client.api.withdraw({
      body: await client.encryptPasswordFields('withdraw', {
        withdrawalAccountId: account.id,
        amountMinor: 12_000,
        withdrawPassword: WITHDRAW_PASSWORD,
      }),
    });
    await streamOpened(runtime);

    await commands.operator('reject-withdrawal', withdrawal.id, '户名与卡号不符');
    await expect
      .element(page.getByRole('status').getByText(zh.liveUpdates.withdrawalRejected('户名与卡号不符')))
      .toBeVisible();
  });

  test('without a stream the app polls as before: the deposit page follows the decision', async () => {
    failUntilRecovered(endpoints.issueEventStreamTicket.path);
    const { runtime } = await newMemberAt(routePaths.home);
    const orderId = await openDepositOrder(runtime, 20_000);
    await runtime.router.navigate(`${routePaths.depositInfo}?id=${orderId}`);
    await expect.element(page.getByText(zh.deposit.referenceCode, { exact: true })).toBeVisible();
    expect(liveUpdatesStatus(runtime.queryClient).open()).toBe(false);
    expect(depositOrderPolls(runtime, orderId)).toBe(true);

    await commands.operator('approve-deposit', orderId);
    await expect.element(page.getByText(zh.deposit.approved, { exact: true })).toBeVisible();
    expect(liveUpdatesStatus(runtime.queryClient).open()).toBe(false);
  });
});
