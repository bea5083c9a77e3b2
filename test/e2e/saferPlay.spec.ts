import { routePaths } from '@platform/domain';
import { appLanguages } from '../../app/test/everyLanguage.ts';
import { expect, test } from './support/fixtures.ts';
import { registerNewMember } from './support/newMember.ts';
import { openWithCaptcha, submitSignIn } from './support/signIn.ts';

const zh = appLanguages['zh-CN'];
const text = zh.saferPlay;
const site = 'hgty';

test('a deposit limit set from the user centre refuses a larger deposit with what is left, in the member’s language', async ({
  page,
  siteUrl,
  control,
}) => {
  await registerNewMember(page, siteUrl(site, routePaths.register), control, 'zh-CN');
  await page.goto(siteUrl(site, routePaths.userCentre));
  await page.getByRole('link', { name: zh.pageTitles.saferPlay }).click();
  await expect(page).toHaveURL(siteUrl(site, routePaths.saferPlay));

  const daily = page
    .getByRole('region', { name: text.depositLimits })
    .getByRole('form', { name: text.period.day, exact: true });
  await daily.getByRole('textbox', { name: `${text.newLimit} (${text.period.day})` }).fill('150');
  await daily.getByRole('button', { name: text.save, exact: true }).click();
  await expect(daily.getByText(`${text.period.day}: ¥150.00`)).toBeVisible();

  await page.goto(siteUrl(site, routePaths.deposit));
  await page.getByRole('button', { name: '1,000', exact: true }).click();
  await page.getByRole('button', { name: zh.deposit.submit }).click();
  await expect(page.getByRole('alert')).toHaveText('本次存款将超过您的存款限额，剩余额度 ¥150.00');
  await expect(page).toHaveURL(siteUrl(site, routePaths.deposit));
});

test('a time-out signs the member out and refuses the next sign-in, saying until when', async ({
  page,
  siteUrl,
  control,
}) => {
  const member = await registerNewMember(page, siteUrl(site, routePaths.register), control, 'zh-CN');
  await page.goto(siteUrl(site, routePaths.saferPlay));
  const timeOut = page.getByRole('region', { name: text.timeOut });
  await timeOut
    .getByRole('combobox', { name: `${text.length} (${text.timeOut})` })
    .selectOption({ label: text.days(7) });
  await timeOut.getByRole('button', { name: text.timeOut, exact: true }).click();
  await page
    .getByRole('alertdialog', { name: text.startTitle })
    .getByRole('button', { name: text.start })
    .click();
  await expect(page).toHaveURL(siteUrl(site, routePaths.home));

  const captcha = await openWithCaptcha(page, siteUrl(site, routePaths.login), control);
  await submitSignIn(page, member, captcha);
  await expect(page.getByRole('alert')).toHaveText(/^您正在暂停游戏，至 \d{4}-\d\d-\d\d \d\d:\d\d$/);
  await expect(page).toHaveURL(siteUrl(site, routePaths.login));
});

test('the activity statement downloads as CSV: twelve months under a header in the member’s language', async ({
  page,
  siteUrl,
  control,
}) => {
  await registerNewMember(page, siteUrl(site, routePaths.register), control, 'zh-CN');
  await page.goto(siteUrl(site, routePaths.saferPlay));
  const statement = page.getByRole('region', { name: text.statement });
  await expect(statement.getByRole('row')).toHaveCount(13);
  const downloading = page.waitForEvent('download');
  await statement.getByRole('button', { name: text.downloadCsv }).click();
  const csv = await (await downloading).createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  });
  const lines = csv.trim().split('\n');
  const columns = text.statementColumns;
  expect(lines[0]).toBe(
    [
      columns.month,
      columns.deposits,
      columns.withdrawals,
      columns.stakes,
      columns.wins,
      columns.net,
      'CNY',
    ].join(','),
  );
  expect(lines.slice(1)).toHaveLength(12);
  expect(lines.slice(1).every((line) => /^\d{4}-\d\d,0\.00,0\.00,0\.00,0\.00,0\.00$/.test(line))).toBe(true);
});
