import { currencyName, routePaths, SITE_WALLET_CURRENCY } from '@platform/domain';
import { siteConfigs } from '@platform/site-config';
import { appLanguages, uiLanguages } from '../../app/test/everyLanguage.ts';
import { expect, test } from './support/fixtures.ts';
import { memberClientOf } from './support/memberSession.ts';
import { registerNewMember } from './support/newMember.ts';

/** betwin asks before a member's first deposit (site-configs/betwin.json saferPlay.askDepositLimit). */
const site = 'betwin';
const en = appLanguages['en-US'];
const question = uiLanguages['en-US'].depositLimitPrompt;

/** The question as the deposit page shows it, and the server's refusal of a deposit made around it. */
async function openUnansweredDeposit(page: Parameters<Parameters<typeof test>[2]>[0]['page'], url: string) {
  await page.goto(url);
  const prompt = page.getByRole('region', { name: question.title });
  await expect(prompt).toHaveAccessibleDescription(question.message);
  await expect(page.getByRole('button', { name: en.deposit.submit })).toHaveCount(0);
  const member = await memberClientOf(page, site);
  const [channel] = await member.api.depositChannels();
  if (channel === undefined) throw new Error(`${site} has no deposit channel`);
  await expect(
    member.api.depositOrderCreate({ body: { channelId: channel.id, amountMinor: 10_000 } }),
  ).rejects.toMatchObject({ code: 'DEPOSIT_LIMIT_CHOICE_REQUIRED', httpStatus: 409 });
  return { prompt, member, channel };
}

test('before a first deposit the member is asked for a deposit limit; the limit they set is in force and the form follows', async ({
  page,
  siteUrl,
  control,
}) => {
  await registerNewMember(page, siteUrl(site, routePaths.register), control, 'en-US');
  const { prompt } = await openUnansweredDeposit(page, siteUrl(site, routePaths.deposit));

  // the amount is in the site's own money, named as the member sees it (betwin's coin, never "CNY")
  const amount = prompt.getByRole('textbox', {
    name: question.amountIn(currencyName(SITE_WALLET_CURRENCY, siteConfigs[site].currencyDisplay)),
  });
  await expect(amount).toBeVisible();
  // an empty amount is no answer: still asked, nothing recorded
  await prompt.getByRole('button', { name: question.setLimit }).click();
  await expect(amount).toHaveAccessibleDescription(question.amountInvalid);
  await prompt
    .getByRole('combobox', { name: question.period })
    .selectOption({ label: en.saferPlay.period.week });
  await amount.fill('300');
  await prompt.getByRole('button', { name: question.setLimit }).click();

  await expect(page.getByRole('button', { name: en.deposit.submit })).toBeVisible();
  await expect(prompt).toHaveCount(0);
  await page.goto(siteUrl(site, routePaths.saferPlay));
  const weekly = page
    .getByRole('region', { name: en.saferPlay.depositLimits })
    .getByRole('form', { name: en.saferPlay.period.week, exact: true });
  await expect(weekly).toContainText(`${en.saferPlay.period.week}: `);
  await expect(weekly).toContainText('300.00');
  await expect(page.getByRole('region', { name: question.title })).toHaveCount(0);
});

test('choosing no deposit limit takes its own button, after which the server takes the deposit', async ({
  page,
  siteUrl,
  control,
}) => {
  await registerNewMember(page, siteUrl(site, routePaths.register), control, 'en-US');
  const { prompt, member, channel } = await openUnansweredDeposit(page, siteUrl(site, routePaths.deposit));

  await prompt.getByRole('button', { name: question.noLimit }).click();
  await expect(page.getByRole('button', { name: en.deposit.submit })).toBeVisible();
  const order = await member.api.depositOrderCreate({ body: { channelId: channel.id, amountMinor: 10_000 } });
  expect(order.amountMinor).toBe(10_000);
});
