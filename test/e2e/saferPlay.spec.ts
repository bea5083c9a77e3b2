import { minorUnitsToDecimalString, routePaths } from '@platform/domain';
import type { Page } from '@playwright/test';
import { appLanguages } from '../../app/test/everyLanguage.ts';
import { expect, test } from './support/fixtures.ts';
import { memberClientOf } from './support/memberSession.ts';
import { registerNewMember } from './support/newMember.ts';
import { openWithCaptcha, submitSignIn } from './support/signIn.ts';

const zh = appLanguages['zh-CN'];
const text = zh.saferPlay;
const site = 'hgty';

/** The statement's CSV as the safer-play page downloads it (the page shows twelve months above the button). */
async function downloadStatement(page: Page, saferPlayUrl: string): Promise<string> {
  await page.goto(saferPlayUrl);
  const statement = page.getByRole('region', { name: text.statement });
  await expect(statement.getByRole('row')).toHaveCount(13);
  const downloading = page.waitForEvent('download');
  await statement.getByRole('button', { name: text.downloadCsv }).click();
  return (await downloading).createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  });
}

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
  const csv = await downloadStatement(page, siteUrl(site, routePaths.saferPlay));
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

test('the activity statement’s totals are those of the member’s transaction records: approved deposits only', async ({
  page,
  siteUrl,
  control,
}) => {
  await registerNewMember(page, siteUrl(site, routePaths.register), control, 'zh-CN');
  const member = await memberClientOf(page, site);
  const [channel] = await member.api.depositChannels();
  if (channel === undefined) throw new Error(`${site} has no deposit channel`);
  for (const [amountMinor, decision] of [
    [50_000, 'approve'],
    [25_050, 'approve'],
    [10_000, 'reject'],
  ] as const) {
    const order = await member.api.depositOrderCreate({ body: { channelId: channel.id, amountMinor } });
    await control.operator(`${decision}-deposit`, order.id);
  }

  // what the records say went into the central wallet by deposit, over all time
  const records = await member.api.transactionRecords({ query: { preset: -1 } });
  const depositedMinor = records.list
    .filter((record) => record.kind === 'deposit')
    .flatMap((record) => record.changes)
    .filter((change) => change.kind === 'central')
    .reduce((sum, change) => sum + change.amountMinor, 0);
  expect(depositedMinor).toBe(75_050);

  const [, thisMonth, ...earlier] = (await downloadStatement(page, siteUrl(site, routePaths.saferPlay)))
    .trim()
    .split('\n');
  // newest month first: the deposits of the records, nothing withdrawn, staked or won; earlier months empty
  expect(thisMonth).toMatch(
    new RegExp(
      `^\\d{4}-\\d\\d,${minorUnitsToDecimalString(depositedMinor).replace('.', '\\.')},0\\.00,0\\.00,0\\.00,0\\.00$`,
    ),
  );
  expect(earlier).toHaveLength(11);
  expect(earlier.every((line) => /^\d{4}-\d\d,0\.00,0\.00,0\.00,0\.00,0\.00$/.test(line))).toBe(true);
});
