import { errorMessage } from '@platform/contract';
import { routePaths, storageKeys } from '@platform/domain';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { bootApp, cleanUpBootedApps } from '../../test/bootApp.tsx';
import { signInAsDemo, signInAsNewMember } from '../../test/demoMember.ts';
import type { AppRuntime } from '../boot/appRuntime.ts';
import { NATIVE_LOGIN_FLAG_KEY } from '../flows/sessionFlow.ts';

async function booted(search: string): Promise<AppRuntime> {
  const runtime = await bootApp({ path: routePaths.home, search: `?site=hgty${search}` });
  if (runtime === null) throw new Error('the app did not boot');
  return runtime;
}

/** Another member's one-time code, as the native shell (or an attacker with their own account) would get it. */
async function someoneElsesCode(): Promise<{ code: string; accountName: string }> {
  const runtime = await booted('');
  const { accountName } = await signInAsNewMember(runtime);
  const { code } = await runtime.client.api.issueHandoffCode({ body: {} });
  cleanUpBootedApps();
  return { code, accountName };
}

async function demoSessionToken(): Promise<string> {
  const runtime = await booted('');
  await signInAsDemo(runtime);
  const token = runtime.client.session.token();
  cleanUpBootedApps();
  if (token === null) throw new Error('no demo session');
  return token;
}

/** Whether the tab is signed in once the session machine (started lazily, at idle) has taken every event sent. */
async function signedInTo(runtime: AppRuntime): Promise<boolean> {
  await runtime.session.ready();
  return runtime.session.signedIn();
}

describe('a sign-in link (?token=<handoff code>) opened by a visitor', () => {
  test('shows whose account it is and signs in only on "Continue"', async () => {
    const other = await someoneElsesCode();
    const runtime = await booted(`&token=${other.code}`);
    await expect
      .element(page.getByRole('alertdialog', { name: `以账号 ${other.accountName} 继续？` }))
      .toBeVisible();
    expect(await signedInTo(runtime)).toBe(false);
    expect(window.sessionStorage.getItem(storageKeys.session.token)).toBeNull();
    await page.getByRole('button', { name: '继续' }).click();
    await expect.element(page.getByText(`已登录账号 ${other.accountName}`)).toBeVisible();
    expect(await signedInTo(runtime)).toBe(true);
    expect((await runtime.client.api.memberInfo()).username).toBe(other.accountName);
  });

  test('"Not me" leaves the visitor signed out', async () => {
    const other = await someoneElsesCode();
    const runtime = await booted(`&token=${other.code}`);
    await page.getByRole('button', { name: '不是我（退出）' }).click();
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
    expect(await signedInTo(runtime)).toBe(false);
    expect(window.sessionStorage.getItem(storageKeys.session.token)).toBeNull();
  });

  test('in the native app it signs in at once, sets the login flag and says whose account it is', async () => {
    const other = await someoneElsesCode();
    const runtime = await booted(`&token=${other.code}&app=1`);
    await expect.element(page.getByText(`已登录账号 ${other.accountName}`)).toBeVisible();
    expect(await signedInTo(runtime)).toBe(true);
    expect(window.sessionStorage.getItem(NATIVE_LOGIN_FLAG_KEY)).toBe('1');
  });

  test('a raw session token is no code: nobody is signed in and the member is told the link is invalid', async () => {
    const token = await demoSessionToken();
    const runtime = await booted(`&token=${token}`);
    await expect.element(page.getByText(errorMessage('HANDOFF_CODE_INVALID', 'zh-CN'))).toBeVisible();
    expect(await signedInTo(runtime)).toBe(false);
    expect(window.sessionStorage.getItem(storageKeys.session.token)).toBeNull();
  });
});

describe('a sign-in link opened in a signed-in tab', () => {
  test("keeps the member's session and says the link was not used", async () => {
    const other = await someoneElsesCode();
    const mine = await demoSessionToken();
    window.sessionStorage.setItem(storageKeys.session.token, mine);
    const runtime = await booted(`&token=${other.code}`);
    await expect.element(page.getByRole('alertdialog', { name: '您已登录账号 demo' })).toBeVisible();
    await page.getByRole('button', { name: '保持当前账号' }).click();
    expect(window.sessionStorage.getItem(storageKeys.session.token)).toBe(mine);
    expect((await runtime.client.api.memberInfo()).username).toBe('demo');
  });

  test('"Switch account" exchanges the code, and only then', async () => {
    const other = await someoneElsesCode();
    window.sessionStorage.setItem(storageKeys.session.token, await demoSessionToken());
    const runtime = await booted(`&token=${other.code}`);
    await page.getByRole('button', { name: '切换账号' }).click();
    await expect.element(page.getByText(`已登录账号 ${other.accountName}`)).toBeVisible();
    expect(await signedInTo(runtime)).toBe(true);
    expect((await runtime.client.api.memberInfo()).username).toBe(other.accountName);
  });
});
