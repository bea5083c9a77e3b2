import { storageKeys } from '@platform/domain';
import { commands } from 'vitest/browser';
import type { AppRuntime } from '../src/boot/appRuntime.ts';

/** The demo member the reference API seeds on every site. */
export const demoMember = { accountName: 'demo', password: 'Demo2026' } as const;

/** The answer of the captcha this browser was shown last. */
export async function currentCaptchaAnswer(): Promise<string> {
  const deviceNumber = window.localStorage.getItem(storageKeys.local.deviceId) ?? '';
  const answer = await commands.captchaAnswer(deviceNumber);
  if (answer === null) throw new Error(`no captcha was issued to ${deviceNumber}`);
  return answer;
}

/** Signs the demo member in through the API (as the login page would) and tells the session machine. */
export async function signInAsDemo(runtime: AppRuntime): Promise<void> {
  await runtime.client.api.captcha();
  const body = await runtime.client.encryptPasswordFields('signIn', {
    username: demoMember.accountName,
    password: demoMember.password,
    captcha: await currentCaptchaAnswer(),
  });
  await runtime.client.api.signIn({ body });
  tellSessionMachine(runtime);
}

/**
 * Registers a new member (registering signs in) for a test that changes the member's state: bindings and
 * passwords stay off the demo member other tests rely on.
 */
export async function signInAsNewMember(
  runtime: AppRuntime,
): Promise<{ accountName: string; password: string }> {
  const member = {
    accountName: `t${crypto.randomUUID().replaceAll('-', '').slice(0, 10)}`,
    password: 'Fresh2026',
  };
  await runtime.client.api.captcha();
  const body = await runtime.client.encryptPasswordFields('register', {
    username: member.accountName,
    password: member.password,
    captcha: await currentCaptchaAnswer(),
  });
  await runtime.client.api.register({ body });
  tellSessionMachine(runtime);
  return member;
}

function tellSessionMachine(runtime: AppRuntime): void {
  const token = runtime.client.session.token();
  if (token === null) throw new Error('signing in stored no token');
  runtime.session.send({ type: 'SESSION.SIGNED_IN', session: { token, vid: runtime.client.session.vid() } });
}
