import { ApiError, RequestFailedError } from '@platform/api-client';
import { routePaths } from '@platform/domain';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { bootApp } from '../../../test/bootApp.tsx';
import { appLanguages, uiLanguages } from '../../../test/everyLanguage.ts';
import { outcomeUnknown } from '../../pageParts/useIdempotencyKey.ts';
import { signedInAt } from './signedInAt.ts';

const deposit = appLanguages['zh-CN'].deposit;
const wallets = appLanguages['zh-CN'].wallets;
const prompt = uiLanguages['zh-CN'].withdrawPasswordPrompt;

describe('deposit', () => {
  test('offers the site channels with limits, quick amounts and the capital amount, and opens the order', async () => {
    const runtime = await signedInAt(routePaths.deposit);
    await expect.element(page.getByRole('combobox', { name: deposit.channel })).toBeVisible();
    await expect.element(page.getByText('单笔限额 100.00 - 50,000.00')).toBeVisible();
    await page.getByRole('button', { name: '1,000', exact: true }).click();
    await expect.element(page.getByText('壹仟元整')).toBeVisible();
    await page.getByRole('button', { name: deposit.submit }).click();
    await expect.element(page.getByText(deposit.referenceCode, { exact: true })).toBeVisible();
    expect(runtime.router.state.location.pathname).toBe(routePaths.depositInfo);
    await expect.element(page.getByRole('status').getByText(/请在 \d+:\d\d 内完成支付/)).toBeVisible();
    await expect.element(page.getByRole('button', { name: `复制${deposit.referenceCode}` })).toBeVisible();
  });

  test('refuses an amount outside the channel limits without creating an order', async () => {
    const runtime = await signedInAt(routePaths.deposit);
    await page.getByRole('textbox', { name: deposit.amount }).fill('50');
    await page.getByRole('button', { name: deposit.submit }).click();
    await expect
      .element(page.getByRole('textbox', { name: deposit.amount }))
      .toHaveAttribute('aria-invalid', 'true');
    expect(runtime.router.state.location.pathname).toBe(routePaths.deposit);
  });

  test('an order the server does not know shows the error with a retry', async () => {
    await signedInAt(`${routePaths.depositInfo}?id=00000000-0000-4000-8000-000000000000`);
    await expect.element(page.getByRole('alert').getByText('内容加载失败')).toBeVisible();
    await expect.element(page.getByRole('button', { name: '重试' })).toBeVisible();
  });

  test('the info page without an order says so', async () => {
    await signedInAt(routePaths.depositInfo);
    await expect.element(page.getByText(deposit.missingOrder)).toBeVisible();
  });
});

describe('withdraw', () => {
  test('is blocked with the spec §8 message until a withdraw password is set, with the way to set one', async () => {
    const runtime = await signedInAt(routePaths.withdraw);
    await expect.element(page.getByText(prompt.message)).toBeVisible();
    await page.getByRole('button', { name: prompt.setPassword }).click();
    // The target page loads lazily; the router moves once it has.
    await expect.poll(() => runtime.router.state.location.pathname).toBe(routePaths.settingWithdrawPassword);
  });
});

describe('transfer and my assets', () => {
  test('the transfer page lists the central wallet and every venue wallet', async () => {
    await signedInAt(routePaths.transfer);
    await expect.element(page.getByRole('combobox', { name: wallets.venue })).toBeVisible();
    await expect.element(page.getByRole('combobox', { name: wallets.direction })).toBeVisible();
    await expect.element(page.getByRole('button', { name: wallets.transfer })).toBeEnabled();
  });

  test('my assets shows each coin with its value in the site money and the exchange', async () => {
    await signedInAt(routePaths.myAssets);
    await expect.element(page.getByText(wallets.virtualWallet('USDT'))).toBeVisible();
    // Its fiat value at the site's rate, beside it (200 USDT at the seeded 7.18).
    await expect.element(page.getByText('1,436.00')).toBeVisible();
    await expect.element(page.getByRole('button', { name: wallets.getQuote })).toBeVisible();
  });

  test("a coin site names its own money by the coin in the exchange's pairs, never by its currency code", async () => {
    await signedInAt(routePaths.myAssets, 'by');
    const pair = page.getByRole('option', { name: /^USDT → 博雅幣 / });
    await expect.element(pair).toBeInTheDocument();
    expect(page.getByRole('option', { name: /CNY/ }).elements()).toHaveLength(0);
  });

  test('a visitor is offered sign-in instead of a page of refused calls', async () => {
    await bootApp({ path: routePaths.transfer, search: '?site=hgty' });
    await expect.element(page.getByText('登录后查看此页面')).toBeVisible();
  });
});

describe('one Idempotency-Key per money action', () => {
  const request = { method: 'POST', path: '/api/f/v1/finance/withdraw' };
  test('is kept while the outcome is unknown (dropped connection, timeout, a gateway answering for the platform)', () => {
    expect(outcomeUnknown(new RequestFailedError('network', request))).toBe(true);
    expect(outcomeUnknown(new RequestFailedError('timeout', request))).toBe(true);
    expect(outcomeUnknown(new RequestFailedError('http', request, { httpStatus: 502 }))).toBe(true);
  });
  test('ends with the platform answer, success or refusal', () => {
    expect(outcomeUnknown(undefined)).toBe(false);
    const refusal = new ApiError({ code: 'INSUFFICIENT_BALANCE', message: '余额不足' }, 422, request);
    expect(outcomeUnknown(refusal)).toBe(false);
  });
});
