import { endpoints } from '@platform/contract';
import { routePaths } from '@platform/domain';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { interceptApi } from '../../../test/apiInterception.ts';
import { bootApp, cleanUpBootedApps } from '../../../test/bootApp.tsx';
import { signInAsDemo } from '../../../test/demoMember.ts';
import { inviteLinkFor } from './inviteLink.ts';

afterEach(() => {
  cleanUpBootedApps();
  vi.restoreAllMocks();
});

async function signedInAt(path: string) {
  const runtime = await bootApp({ path, search: '?site=hgty' });
  if (runtime === null) throw new Error('the app did not boot');
  await signInAsDemo(runtime);
  return runtime;
}

describe('the VIP pages', () => {
  test('the detail page shows the level, what is still needed for the next one, and the privileges', async () => {
    // The demo member is VIP1; VIP2 asks 5,000.00 deposited and 25,000.00 turned over. (Their own totals move
    // with other tests' deposits and bets in the shared database, so only the requirements are checked.)
    await signedInAt(routePaths.vipDetail);
    await expect.element(page.getByRole('heading', { name: /VIP1/ })).toBeVisible();
    await expect.element(page.getByRole('progressbar', { name: '升级至 VIP2 的进度' })).toBeVisible();
    const progress = page.getByRole('region', { name: /升级至 VIP2/ });
    await expect.element(progress.getByText('累计存款')).toBeVisible();
    await expect.element(progress.getByText('5,000.00', { exact: true })).toBeVisible();
    await expect.element(progress.getByText('25,000.00', { exact: true })).toBeVisible();
    const privileges = page.getByRole('region', { name: '我的特权' });
    await expect.element(privileges.getByText('每日提款次数')).toBeVisible();
    await expect.element(privileges.getByText('10', { exact: true })).toBeVisible();
  });

  test('the privilege page opens on the member’s level and shows each level’s privileges', async () => {
    await signedInAt(routePaths.vipPrivilege);
    await expect.element(page.getByRole('tab', { name: 'VIP1' })).toHaveAttribute('aria-selected', 'true');
    await expect.element(page.getByText('当前等级')).toBeVisible();
    await page.getByRole('tab', { name: 'VIP3' }).click();
    const privileges = page.getByRole('region', { name: 'VIP3 特权' });
    await expect.element(privileges.getByText('20', { exact: true })).toBeVisible();
    await expect.element(privileges.getByText('0.7%')).toBeVisible();
    await expect.element(page.getByText('当前等级')).not.toBeInTheDocument();
  });
});

describe('the task centre', () => {
  test('the user centre lists the task centre, and it opens /task', async () => {
    const runtime = await signedInAt(routePaths.userCentre);
    const entry = page.getByRole('link', { name: '任务中心' });
    await expect.element(entry).toHaveAttribute('href', routePaths.task);
    await entry.click();
    await expect.poll(() => runtime.router.state.location.pathname).toBe(routePaths.task);
    await expect.element(page.getByRole('tab', { name: /每日任务/ })).toBeVisible();
  });

  test('a task the API says has expired shows as expired, with no claim button', async () => {
    // The seeded limited-time task ends at midnight; here the API's answer says the daily sign-in one has ended.
    interceptApi(endpoints.taskList.path, async (forward) => {
      const answer = await forward();
      const body = await answer.json();
      for (const task of body.data.list) {
        if (task.title === '每日登录')
          Object.assign(task, { status: 'expired', expiresAt: '2026-01-01T00:00:00Z' });
      }
      return Response.json(body, { status: answer.status });
    });
    await signedInAt(routePaths.task);
    const signInTask = page.getByRole('article', { name: '每日登录' });
    await expect.element(signInTask.getByRole('button', { name: '已过期' })).toBeDisabled();
    expect(signInTask.getByRole('button', { name: '领取' }).elements()).toHaveLength(0);
    // The other tasks keep their own state (claimable or, after another test's claim, claimed).
    const betTask = page.getByRole('article', { name: '投注 3 次' });
    await expect.element(betTask.getByRole('button', { name: /领取/ })).toBeVisible();
    expect(betTask.getByRole('button', { name: '已过期' }).elements()).toHaveLength(0);
  });

  test('a double tap on claim pays once, then the task shows claimed and the records list it once', async () => {
    const runtime = await signedInAt(routePaths.task);
    await expect
      .element(page.getByRole('tab', { name: /每日任务/ }))
      .toHaveAttribute('aria-selected', 'true');
    const signInTask = page.getByRole('article', { name: '每日登录' });
    await userEvent.dblClick(signInTask.getByRole('button', { name: '领取' }));
    await expect.element(page.getByText('领取成功，共 1 项奖励已到账')).toBeVisible();
    await expect.element(signInTask.getByRole('button', { name: '已领取' })).toBeDisabled();

    await runtime.router.navigate(`${routePaths.taskRecords}?range=0`);
    const records = page.getByRole('list', { name: '任务记录' });
    await expect.element(records.getByText('每日登录')).toBeVisible();
    expect(records.getByText('每日登录').elements()).toHaveLength(1);
  });

  test('claim all pays every claimable task of the group and leaves nothing to claim', async () => {
    await signedInAt(routePaths.task);
    const claimAll = page.getByRole('button', { name: '一键领取' });
    await claimAll.click();
    await expect.element(page.getByText(/^领取成功，共 \d+ 项奖励已到账$/)).toBeVisible();
    await expect.element(page.getByRole('article', { name: '投注 3 次' }).getByText('已领取')).toBeVisible();
    await expect.element(claimAll).toBeDisabled();
  });

  test('the records follow the date range: nothing was claimed yesterday', async () => {
    const runtime = await signedInAt(routePaths.taskRecords);
    await page.getByRole('radio', { name: '昨天' }).click();
    await expect.element(page.getByText('昨天没有记录')).toBeVisible();
    expect(runtime.router.state.location.search).toBe('?range=1');
    await page.getByRole('link', { name: /任务中心/ }).click();
    await expect.element(page.getByRole('tab', { name: /每日任务/ })).toBeVisible();
  });
});

describe('the agent page', () => {
  test('every member gets the invite card with a registration link carrying their code', async () => {
    const runtime = await signedInAt(routePaths.agentPage);
    const agent = await runtime.client.api.agentPage();
    const card = page.getByRole('region', { name: '邀请好友' });
    await expect.element(card.getByText(agent.inviteCode, { exact: true })).toBeVisible();
    const link = inviteLinkFor(window.location.origin, agent.inviteCode);
    expect(new URL(link).pathname).toBe(routePaths.register);
    expect(new URL(link).searchParams.get('i_code')).toBe(agent.inviteCode);
    await expect.element(card.getByText(link)).toBeVisible();
    await expect.element(card.getByRole('img', { name: '邀请链接二维码' })).toBeVisible();
  });

  test('a member nobody has registered through is told how to become an agent, and can read the recruitment tab', async () => {
    const runtime = await signedInAt(routePaths.agentPage);
    await expect.element(page.getByText(/即成为代理/)).toBeVisible();
    await expect.element(page.getByText('佣金比例')).not.toBeInTheDocument();
    await page.getByRole('tab', { name: '加入我们' }).click();
    await expect.element(page.getByRole('heading', { name: '诚邀您成为合作代理' })).toBeVisible();
    await page.getByRole('button', { name: '咨询客服' }).click();
    await expect.poll(() => runtime.router.state.location.pathname).toBe(routePaths.customerService);
  });
});

describe('the sponsor page', () => {
  test('a visitor reads the site’s sponsorship text from the API in the site’s language', async () => {
    await bootApp({ path: routePaths.sponsor, search: '?site=hgty' });
    await expect.element(page.getByRole('heading', { name: '皇冠体育赞助计划' })).toBeVisible();
    await expect.element(page.getByText(/青少年足球训练营/)).toBeVisible();
  });

  test('the zh-HK site gets the traditional-Chinese text', async () => {
    await bootApp({ path: routePaths.sponsor, search: '?site=by' });
    await expect.element(page.getByRole('heading', { name: /贊助計劃$/ })).toBeVisible();
  });
});
