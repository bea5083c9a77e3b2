import { routePaths } from '@platform/domain';
import { describe, expect, test } from 'vitest';
import { commands, page } from 'vitest/browser';
import { bootApp } from '../../../test/bootApp.tsx';
import { signInAsNewMember } from '../../../test/demoMember.ts';
import { MESSAGES_PAGE_SIZE } from '../../data/messages.ts';
import { queryKeys } from '../../data/queryKeys.ts';

/** A new member on hgty (zh-CN), signed in at `path`: the tests that read messages change their state. */
async function newMemberAt(path: string) {
  const runtime = await bootApp({ path, search: '?site=hgty' });
  if (runtime === null) throw new Error('the app did not boot');
  const { accountName } = await signInAsNewMember(runtime);
  return { runtime, username: accountName };
}

const send = (username: string, title: string, html: string) =>
  commands.operator('send-message', 'hgty', username, title, html);

describe('the inbox', () => {
  test('a member with no messages is told so', async () => {
    await newMemberAt(routePaths.messages);
    await expect.element(page.getByText('暂无消息')).toBeVisible();
  });

  test('lists messages newest first with unread marks and a plain-text preview', async () => {
    const { runtime, username } = await newMemberAt(routePaths.userCentre);
    await send(username, '第一条', '<p>先发的 <strong>消息</strong></p>');
    await send(username, '第二条', '<p>后发的消息</p>');
    await runtime.router.navigate(routePaths.messages);
    const inbox = page.getByRole('list', { name: '站内消息' });
    await expect.element(inbox.getByRole('button', { name: /第二条/ })).toBeVisible();
    const titles = inbox
      .getByRole('button')
      .elements()
      .map((row) => row.textContent ?? '');
    expect(titles[0]).toContain('第二条');
    expect(titles[1]).toContain('第一条');
    expect(titles[1]).toContain('先发的 消息');
    expect(inbox.getByRole('img', { name: '未读' }).elements()).toHaveLength(2);
  });

  test('loads the next page as its end scrolls into view', async () => {
    const { runtime, username } = await newMemberAt(routePaths.userCentre);
    for (let number = 1; number <= MESSAGES_PAGE_SIZE + 1; number += 1)
      await send(username, `第${number}号通知`, `<p>第 ${number} 条</p>`);
    await runtime.router.navigate(routePaths.messages);
    const inbox = page.getByRole('list', { name: '站内消息' });
    await expect.element(inbox.getByRole('button', { name: /第21号通知/ })).toBeVisible();
    expect(inbox.getByRole('button', { name: /第1号通知/ }).elements()).toHaveLength(0);
    page.getByRole('button', { name: '加载更多' }).element().scrollIntoView();
    await expect.element(inbox.getByRole('button', { name: /第1号通知/ })).toBeVisible();
    await expect.element(page.getByText('没有更多了')).toBeVisible();
  });
});

describe('opening a message', () => {
  test('shows its body, marks it read, and the unread count drops on the centre and the tab bar at once', async () => {
    const { runtime, username } = await newMemberAt(routePaths.userCentre);
    // The signed-in centre has loaded (its menu, no unread badge) before anything arrives: the counts fetched on
    // signing in cannot race the sends below.
    await expect.element(page.getByRole('link', { name: /^消息中心$/ })).toBeVisible();
    await send(username, '提款到账', '<p>您的提款 <strong>¥1,000.00</strong> 已到账。</p>');
    await send(username, '活动上线', '<p>签到活动已上线。</p>');
    // The centre and its tab bar show the count the server had when they loaded: fetch it again now, whether or
    // not a page observes it yet. (`refetchType: 'all'`: a fetch that started between the two sends, for a tab
    // bar still waiting for the session, would otherwise land after the invalidation and count 1; seen in CI.)
    await runtime.queryClient.invalidateQueries({ queryKey: queryKeys.unreadCount, refetchType: 'all' });
    await expect.element(page.getByRole('link', { name: /消息中心\s*2\s*条未读消息/ })).toBeVisible();
    await expect.element(page.getByRole('link', { name: /^我的\s*2$/ })).toBeVisible();

    await runtime.router.navigate(routePaths.messages);
    await page.getByRole('button', { name: /提款到账/ }).click();
    await expect.element(page.getByRole('heading', { name: '提款到账' })).toBeVisible();
    await expect.element(page.getByText('¥1,000.00')).toBeVisible();
    // The count is taken from the read itself: nothing on this page asks the server for it again.
    await expect.poll(() => runtime.queryClient.getQueryData(queryKeys.unreadCount)).toEqual({ unread: 1 });

    await runtime.router.navigate(routePaths.userCentre);
    await expect.element(page.getByRole('link', { name: /消息中心\s*1\s*条未读消息/ })).toBeVisible();
    await expect.element(page.getByRole('link', { name: /^我的\s*1$/ })).toBeVisible();
    await runtime.router.navigate(routePaths.messages);
    const read = page.getByRole('button', { name: /提款到账/ });
    await expect.element(read).toBeVisible();
    expect(read.getByRole('img', { name: '未读' }).elements()).toHaveLength(0);
    await expect
      .element(page.getByRole('button', { name: /活动上线/ }).getByRole('img', { name: '未读' }))
      .toBeVisible();
  });

  test('opened by its address (a reload), it is found and marked read too', async () => {
    const { runtime, username } = await newMemberAt(routePaths.userCentre);
    await send(username, '安全提示', '<p>请勿透露验证码。</p>');
    const [message] = (await runtime.client.api.messageList({ body: { page: 1, page_size: 20 } })).list;
    await runtime.router.navigate(`${routePaths.messageDetail}?id=${message?.id}`);
    await expect.element(page.getByText('请勿透露验证码。')).toBeVisible();
    await expect.poll(async () => (await runtime.client.api.messageUnreadCount()).unread).toBe(0);
  });

  test('scripts, event handlers and javascript: links in a message never run; links open safely', async () => {
    const { runtime, username } = await newMemberAt(routePaths.messages);
    // The signed-in inbox has loaded (empty) before the message arrives, so its refetch below is the one that counts.
    await expect.element(page.getByText('暂无消息')).toBeVisible();
    const flag = '__messageXss';
    await send(
      username,
      '恶意内容',
      `<p>正文</p><img src=x onerror="window.${flag}='img'"><script>window.${flag}='script'</script>` +
        `<a href="javascript:window.${flag}='link'">点我</a> <a href="https://example.com/promo">活动页</a>` +
        `<svg onload="window.${flag}='svg'"></svg>`,
    );
    await runtime.queryClient.invalidateQueries({ refetchType: 'all' });
    await page.getByRole('button', { name: /恶意内容/ }).click();
    await expect.element(page.getByText('正文')).toBeVisible();
    const safeLink = page.getByRole('link', { name: '活动页' });
    await expect.element(safeLink).toHaveAttribute('target', '_blank');
    await expect.element(safeLink).toHaveAttribute('rel', 'noopener noreferrer');
    const hostileLink = page.getByText('点我');
    await expect.element(hostileLink).toBeVisible();
    expect(hostileLink.element().getAttribute('href') ?? '').not.toMatch(/javascript:/i);
    await hostileLink.click();
    expect((window as unknown as Record<string, unknown>)[flag]).toBeUndefined();
  });

  test('a message that is not the member’s is not found, with the way back', async () => {
    await newMemberAt(`${routePaths.messageDetail}?id=00000000-0000-4000-8000-000000000000`);
    await expect.element(page.getByText('没有找到这条消息，它可能已被删除')).toBeVisible();
    await page.getByRole('button', { name: '返回消息列表' }).click();
    await expect.element(page.getByText('暂无消息')).toBeVisible();
  });
});
