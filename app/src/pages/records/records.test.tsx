import { endpoints } from '@platform/contract';
import { routePaths } from '@platform/domain';
import { recordStatuses } from '@platform/ui';
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { bootApp, cleanUpBootedApps } from '../../../test/bootApp.tsx';
import { signInAsDemo } from '../../../test/demoMember.ts';
import { nextPageOf } from '../../data/paging.ts';
import type { BetStatus } from '../../data/records.ts';
import { betStatusTag } from './recordStatus.ts';

afterEach(cleanUpBootedApps);

async function signedInAt(path: string) {
  const runtime = await bootApp({ path, search: '?site=hgty' });
  if (runtime === null) throw new Error('the app did not boot');
  await signInAsDemo(runtime);
  return runtime;
}

describe('the records pages', () => {
  test('a visitor is offered sign-in instead of records', async () => {
    await bootApp({ path: routePaths.transactionRecord, search: '?site=hgty' });
    await expect.element(page.getByText('登录后查看您的记录')).toBeVisible();
    await expect.element(page.getByRole('button', { name: '登录' })).toBeVisible();
  });

  test('transactions list the opening balance for all time, and a record opens its detail page', async () => {
    await signedInAt(routePaths.transactionRecord);
    await expect.element(page.getByRole('radio', { name: '全部' })).toBeChecked();
    const list = page.getByRole('list', { name: '交易记录' });
    await list
      .getByRole('button', { name: /开户余额/ })
      .first()
      .click();
    await expect.element(page.getByRole('heading', { name: '开户余额' })).toBeVisible();
    // Each wallet the movement changed, with its balance after it.
    await expect.element(page.getByText(/钱包 余额$/).first()).toBeVisible();
  });

  test('a range with no records says so for that range', async () => {
    // Nothing in the shared test database is dated yesterday: the seed and every test write today.
    const runtime = await signedInAt(routePaths.redemptionRecord);
    await page.getByRole('radio', { name: '昨天' }).click();
    await expect.element(page.getByText('昨天没有记录')).toBeVisible();
    expect(runtime.router.state.location.search).toBe('?range=1');
  });

  test('a detail page for a record that is not the member’s says it was not found', async () => {
    await signedInAt(`${routePaths.transactionDetail}?id=00000000-0000-4000-8000-000000000000`);
    await expect.element(page.getByText('没有找到这条记录')).toBeVisible();
  });
});

describe('record status tags', () => {
  test('every bet status the contract defines has a status tag of its own', () => {
    const contractStatuses: readonly BetStatus[] =
      endpoints.betRecords.response.properties.list.items.properties.status.enum;
    const tags = contractStatuses.map(betStatusTag);
    expect(new Set(tags).size).toBe(contractStatuses.length);
    for (const tag of tags) expect(recordStatuses).toContain(tag);
  });
});

describe('record paging', () => {
  const page = (size: number, total: number) => ({ list: Array.from({ length: size }, () => ({})), total });

  test('asks for the next page until every record of the range is loaded', () => {
    expect(nextPageOf([page(20, 45)])).toBe(2);
    expect(nextPageOf([page(20, 45), page(20, 45)])).toBe(3);
    expect(nextPageOf([page(20, 45), page(20, 45), page(5, 45)])).toBeUndefined();
    expect(nextPageOf([page(0, 0)])).toBeUndefined();
  });
});
