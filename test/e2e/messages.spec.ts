import { fileURLToPath } from 'node:url';
import { errorMessage } from '@platform/contract';
import { type Locale, routePaths } from '@platform/domain';
import type { Page } from '@playwright/test';
import { appLanguages, uiLanguages } from '../../app/test/everyLanguage.ts';
import { expectNoAxeViolations } from './support/accessibility.ts';
import { expect, test } from './support/fixtures.ts';
import { expectEveryImageLoaded } from './support/images.ts';
import { languageSites } from './support/languageSites.ts';
import { registerNewMember } from './support/newMember.ts';
import { apartFromRefusals } from './support/refusals.ts';

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));

/** Waits for the page's own content (not its skeleton), then checks it with axe. */
async function expectAccessible(page: Page, locale: Locale, path: string) {
  await expect(page.getByText(uiLanguages[locale].skeleton.loading)).toHaveCount(0);
  await expectNoAxeViolations(page, path);
}

/** The user centre's messages entry and the "me" tab, each with the unread count they show. */
function unreadBadges(page: Page, locale: Locale, count: number) {
  return {
    centre: page.getByRole('link', {
      name: new RegExp(
        `${appLanguages[locale].pageTitles.messages}\\s*${count}\\s*${appLanguages[locale].userCentre.unreadLabel}`,
      ),
    }),
    tab: page.getByRole('navigation').getByRole('link', { name: new RegExp(`\\s${count}$`) }),
  };
}

test('reading a message drops the unread count on the user centre and the tab bar at once', async ({
  page,
  siteUrl,
  control,
  consoleErrors,
}) => {
  const site = 'hgty';
  const zh = { messages: appLanguages['zh-CN'].messages, item: uiLanguages['zh-CN'].messageItem };
  const { username } = await registerNewMember(page, siteUrl(site, routePaths.register), control, 'zh-CN');
  await control.operator(
    'send-message',
    site,
    username,
    '提款到账',
    '<p>您的提款 <strong>¥1,000.00</strong> 已到账。</p>',
  );
  await control.operator('send-message', site, username, '活动上线', '<p>签到活动已上线。</p>');

  await page.goto(siteUrl(site, routePaths.userCentre));
  const before = unreadBadges(page, 'zh-CN', 2);
  await expect(before.centre).toBeVisible();
  await expect(before.tab).toBeVisible();

  await before.centre.click();
  const inbox = page.getByRole('list', { name: zh.messages.inbox });
  await expect(inbox.getByRole('img', { name: zh.item.unread })).toHaveCount(2);
  await inbox.getByRole('button', { name: /提款到账/ }).click();
  await expect(page.getByRole('heading', { name: '提款到账' })).toBeVisible();
  await expect(page.getByText('¥1,000.00')).toBeVisible();

  await page.goBack();
  await expect(inbox.getByRole('img', { name: zh.item.unread })).toHaveCount(1);
  await page.goBack();
  const after = unreadBadges(page, 'zh-CN', 1);
  await expect(after.centre).toBeVisible();
  await expect(after.tab).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a stored XSS payload in a message never runs: no script, handler, javascript: link or dialog', async ({
  page,
  siteUrl,
  control,
}) => {
  const site = 'hgty';
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const { username } = await registerNewMember(page, siteUrl(site, routePaths.register), control, 'zh-CN');
  const payload =
    '<p>正文</p><img src=x onerror="window.__xssRan=\'img\';alert(1)">' +
    "<script>window.__xssRan='script';alert(2)</script>" +
    '<a href="javascript:window.__xssRan=\'link\';alert(3)">点我</a> ' +
    '<svg><animate onbegin="window.__xssRan=\'svg\'" attributeName="x" dur="1s"/></svg>' +
    '<a href="https://example.com/promo">活动页</a>';
  await control.operator('send-message', site, username, '恶意内容', payload);

  await page.goto(siteUrl(site, routePaths.messages));
  await page.getByRole('button', { name: /恶意内容/ }).click();
  await expect(page.getByText('正文')).toBeVisible();
  const safeLink = page.getByRole('link', { name: '活动页' });
  await expect(safeLink).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(safeLink).toHaveAttribute('target', '_blank');
  await page.getByText('点我').click();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as { __xssRan?: string }).__xssRan)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test('feedback with two images (a non-image refused), the operator replies, the member reads the reply', async ({
  page,
  siteUrl,
  control,
  consoleErrors,
}) => {
  test.slow();
  const site = 'hgtyc';
  const form = uiLanguages['zh-CN'].feedbackForm;
  const upload = uiLanguages['zh-CN'].uploadField;
  const text = appLanguages['zh-CN'].feedback;
  const { username } = await registerNewMember(page, siteUrl(site, routePaths.register), control, 'zh-CN');
  await page.goto(siteUrl(site, routePaths.feedback));
  await page.getByRole('combobox', { name: form.type }).selectOption({ label: text.categories.withdraw });
  await page.getByRole('textbox', { name: form.content }).fill('提款两小时仍未到账，请帮忙查看');
  const images = page.getByLabel(form.images);

  // Refused in the page by its type, and by the server by its bytes (a text file named .png).
  await images.setInputFiles(fixture('notes.txt'));
  await expect(page.getByText(upload.notImage('notes.txt'))).toBeVisible();
  await images.setInputFiles(fixture('not-really.png'));
  await page.getByRole('button', { name: form.submit }).click();
  await expect(page.getByText(errorMessage('UPLOAD_NOT_AN_IMAGE', 'zh-CN'))).toBeVisible();
  await page.getByRole('button', { name: upload.remove(1) }).click();

  await images.setInputFiles([fixture('screenshot-blue.png'), fixture('screenshot-orange.jpg')]);
  await expect(page.getByRole('img', { name: upload.preview(1, 'screenshot-blue.png') })).toBeVisible();
  await expect(page.getByRole('img', { name: upload.preview(2, 'screenshot-orange.jpg') })).toBeVisible();
  await expectEveryImageLoaded(page);
  await page.getByRole('button', { name: form.submit }).click();
  await expect(page.getByText(form.submitted)).toBeVisible();

  const waiting = await control.operator('feedback');
  const line = waiting.split('\n').find((entry) => entry.includes(`  ${username}  `)) ?? '';
  expect(line).toContain('2 images');
  const id = line.trim().split(/\s+/)[0] ?? '';
  await control.operator('reply-feedback', id, '已为您加急处理，请留意到账');

  await page.getByRole('link', { name: text.myFeedback }).click();
  const sent = page.getByRole('list', { name: text.feedbackList }).getByRole('button', { name: /提款问题/ });
  await expect(sent.getByText(text.statuses.replied)).toBeVisible();
  await sent.click();
  await expect(page.getByText('已为您加急处理，请留意到账')).toBeVisible();
  await expect(page.getByRole('img', { name: text.screenshot(2) })).toBeVisible();
  await expectEveryImageLoaded(page);
  // The one refusal provoked on purpose: the server's 415 for the text file named .png.
  expect(apartFromRefusals(consoleErrors, [415])).toEqual([]);
});

for (const [site, locale] of languageSites) {
  test(`every message and feedback page renders in ${locale} (${site}) with no console error and no axe violation`, async ({
    page,
    siteUrl,
    control,
    consoleErrors,
  }) => {
    test.slow();
    const titles = appLanguages[locale].pageTitles;
    const form = uiLanguages[locale].feedbackForm;
    const text = appLanguages[locale].feedback;
    const heading = (title: string) => page.getByRole('heading', { level: 1, name: title, exact: true });
    const { username } = await registerNewMember(page, siteUrl(site, routePaths.register), control, locale);
    await control.operator(
      'send-message',
      site,
      username,
      'Notice',
      '<p>Welcome <a href="https://example.com">aboard</a></p>',
    );

    await page.goto(siteUrl(site, routePaths.messages));
    await expect(heading(titles.messages)).toBeVisible();
    await expectAccessible(page, locale, routePaths.messages);
    await page.getByRole('button', { name: /Notice/ }).click();
    await expect(heading(titles.messageDetail)).toBeVisible();
    await expect(page.getByRole('link', { name: 'aboard' })).toBeVisible();
    await expectAccessible(page, locale, routePaths.messageDetail);

    await page.goto(siteUrl(site, routePaths.feedback));
    await expect(heading(titles.feedback)).toBeVisible();
    await expectAccessible(page, locale, routePaths.feedback);
    await page.getByRole('combobox', { name: form.type }).selectOption({ label: text.categories.game });
    await page.getByRole('textbox', { name: form.content }).fill('The game loads slowly');
    await page.getByRole('button', { name: form.submit }).click();
    await expect(page.getByText(form.submitted)).toBeVisible();
    await expectAccessible(page, locale, routePaths.feedback);

    await page.goto(siteUrl(site, routePaths.feedbackList));
    await expect(heading(titles.feedbackList)).toBeVisible();
    await expect(page.getByText(text.statuses.submitted)).toBeVisible();
    await expectAccessible(page, locale, routePaths.feedbackList);
    await page.getByRole('button', { name: new RegExp(text.categories.game) }).click();
    await expect(heading(titles.feedbackDetail)).toBeVisible();
    await expect(page.getByText(text.awaitingReply)).toBeVisible();
    await expectAccessible(page, locale, routePaths.feedbackDetail);
    expect(consoleErrors).toEqual([]);
  });
}
