import { expectNoAxeViolations } from './support/accessibility.ts';
import {
  authenticatorCode,
  consoleContext,
  consoleOperator,
  consoleText,
  freshOperatorName,
  submitConsolePassword,
} from './support/consoleOperators.ts';
import { expect, test } from './support/fixtures.ts';

const text = consoleText;

test('an operator keeps the recovery codes shown at enrolment and signs in with one in place of the phone, once', async ({
  browser,
}) => {
  const { username } = await consoleOperator(freshOperatorName('e2e-recovery'), 'admin', '', 'none');
  const context = await consoleContext(browser);
  const console = await context.newPage();
  const queuesHeading = console.getByRole('heading', { name: text.queues.heading, level: 1 });
  const signOut = async () => {
    await console.getByRole('button', { name: text.nav.signOut }).click();
    await expect(console.getByRole('button', { name: text.signIn.submit })).toBeVisible();
  };

  // First sign-in: a new authenticator secret and its recovery codes, shown this once.
  await submitConsolePassword(console, username);
  await expect(console.getByRole('heading', { name: text.signIn.enrolHeading })).toBeVisible();
  const codes = await console
    .getByRole('list', { name: text.recoveryCodes.heading })
    .getByRole('listitem')
    .allTextContents();
  expect(codes).toHaveLength(10);
  await expectNoAxeViolations(console, 'console enrolment with recovery codes');
  const secret = (await console.locator(`dt:text-is("${text.signIn.secret}") + dd`).textContent()) ?? '';
  await console.getByRole('textbox', { name: text.signIn.code }).fill(authenticatorCode(secret));
  await console.getByRole('button', { name: text.signIn.verify, exact: true }).click();
  await expect(queuesHeading).toBeVisible();
  await signOut();

  // Without the phone: a recovery code in place of the authenticator's.
  await submitConsolePassword(console, username);
  await console.getByRole('button', { name: text.signIn.useRecoveryCode }).click();
  await console.getByRole('textbox', { name: text.signIn.recoveryCode }).fill(codes[0] ?? '');
  await expectNoAxeViolations(console, 'console sign-in with a recovery code');
  await console.getByRole('button', { name: text.signIn.verify, exact: true }).click();
  await expect(queuesHeading).toBeVisible();
  await console.getByRole('link', { name: text.nav.account }).click();
  await expect(console.getByText(text.recoveryCodes.left(9))).toBeVisible();
  await expectNoAxeViolations(console, 'console account page');
  await signOut();

  // The spent code is refused.
  await submitConsolePassword(console, username);
  await console.getByRole('button', { name: text.signIn.useRecoveryCode }).click();
  await console.getByRole('textbox', { name: text.signIn.recoveryCode }).fill(codes[0] ?? '');
  await console.getByRole('button', { name: text.signIn.verify, exact: true }).click();
  await expect(console.getByRole('alert')).toBeVisible();
  await expect(queuesHeading).toHaveCount(0);
  await context.close();
});
