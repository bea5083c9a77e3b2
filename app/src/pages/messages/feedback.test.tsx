import { errorMessage } from '@platform/contract';
import { routePaths } from '@platform/domain';
import { describe, expect, test } from 'vitest';
import { commands, page } from 'vitest/browser';
import { bootApp } from '../../../test/bootApp.tsx';
import { signInAsNewMember } from '../../../test/demoMember.ts';

/** The fixture files the end-to-end tests upload too: real tiny images and two files that are not images. */
async function fixtureFile(name: string, type: string): Promise<File> {
  const response = await fetch(new URL(`../../../../test/e2e/fixtures/${name}`, import.meta.url));
  return new File([await response.blob()], name, { type });
}

async function newMemberAt(path: string) {
  const runtime = await bootApp({ path, search: '?site=hgty' });
  if (runtime === null) throw new Error('the app did not boot');
  const { accountName } = await signInAsNewMember(runtime);
  return { runtime, username: accountName };
}

const imagesShown = () =>
  [...document.querySelectorAll<HTMLImageElement>('img')].map((image) => ({
    alt: image.alt,
    loaded: image.complete && image.naturalWidth > 0,
  }));

async function fillFeedback(category: string, content: string) {
  await page.getByRole('combobox', { name: '反馈类型' }).selectOptions(category);
  await page.getByRole('textbox', { name: '反馈内容' }).fill(content);
}

describe('sending feedback', () => {
  test('with two screenshots: previews, "submitted successfully", then the list, the detail and the reply', async () => {
    const { runtime, username } = await newMemberAt(routePaths.feedback);
    await fillFeedback('提款问题', '提款两小时仍未到账，请帮忙查看');
    await page
      .getByLabelText('上传截图')
      .upload([
        await fixtureFile('screenshot-blue.png', 'image/png'),
        await fixtureFile('screenshot-orange.jpg', 'image/jpeg'),
      ]);
    await expect.element(page.getByRole('img', { name: '第1张图片：screenshot-blue.png' })).toBeVisible();
    await expect.element(page.getByRole('img', { name: '第2张图片：screenshot-orange.jpg' })).toBeVisible();
    await page.getByRole('button', { name: '提交' }).click();
    await expect.element(page.getByText('提交成功')).toBeVisible();
    // The form starts over for the next feedback.
    await expect.element(page.getByRole('textbox', { name: '反馈内容' })).toHaveValue('');

    await page.getByRole('link', { name: '我的反馈' }).click();
    const sent = page.getByRole('list', { name: '反馈记录' }).getByRole('button', { name: /提款问题/ });
    await expect.element(sent.getByText('待回复')).toBeVisible();
    await sent.click();
    await expect.element(page.getByText('提款两小时仍未到账，请帮忙查看')).toBeVisible();
    await expect.element(page.getByText('客服尚未回复，请耐心等待。')).toBeVisible();
    // The screenshots are the member's own and load with their session: no broken image.
    await expect.poll(imagesShown).toEqual([
      { alt: '第1张截图', loaded: true },
      { alt: '第2张截图', loaded: true },
    ]);

    const waiting = await commands.operator('feedback');
    const id = waiting
      .split('\n')
      .find((line) => line.includes(`  ${username}  `))
      ?.trim()
      .split(/\s+/)[0];
    await commands.operator('reply-feedback', id ?? '', '已为您加急处理，请留意到账');
    await runtime.queryClient.invalidateQueries();
    await expect.element(page.getByText('已为您加急处理，请留意到账')).toBeVisible();
    await expect.element(page.getByText('已回复')).toBeVisible();
  });

  test('a file that is not an image is refused with its name before anything is sent', async () => {
    await newMemberAt(routePaths.feedback);
    await page.getByLabelText('上传截图').upload(await fixtureFile('notes.txt', 'text/plain'));
    await expect.element(page.getByText('notes.txt 不是图片，只能上传图片')).toBeVisible();
    await expect.element(page.getByText('0/3')).toBeVisible();
  });

  test('a file only named like an image is refused by the server with a clear message, and nothing is sent', async () => {
    const { runtime } = await newMemberAt(routePaths.feedback);
    await fillFeedback('游戏问题', '游戏加载很慢，经常卡住');
    await page.getByLabelText('上传截图').upload(await fixtureFile('not-really.png', 'image/png'));
    await page.getByRole('button', { name: '提交' }).click();
    await expect.element(page.getByText(errorMessage('UPLOAD_NOT_AN_IMAGE', 'zh-CN'))).toBeVisible();
    expect((await runtime.client.api.feedbackList({ body: { page: 1 } })).total).toBe(0);
  });

  test('a description shorter than the API allows is refused with the minimum', async () => {
    const { runtime } = await newMemberAt(routePaths.feedback);
    await fillFeedback('其他', '太慢');
    await page.getByRole('button', { name: '提交' }).click();
    await expect.element(page.getByText('反馈内容至少 5 个字')).toBeVisible();
    expect((await runtime.client.api.feedbackList({ body: { page: 1 } })).total).toBe(0);
  });
});

describe('sent feedback', () => {
  test('a member who sent none is told so', async () => {
    await newMemberAt(routePaths.feedbackList);
    await expect.element(page.getByText('您还没有提交过反馈')).toBeVisible();
  });

  test('feedback that is not the member’s is not found', async () => {
    await newMemberAt(`${routePaths.feedbackDetail}?id=00000000-0000-4000-8000-000000000000`);
    await expect.element(page.getByText('没有找到这条反馈')).toBeVisible();
  });
});
