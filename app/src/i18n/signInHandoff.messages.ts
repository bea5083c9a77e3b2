import type { ComponentMessages } from '@platform/ui';

/** What a sign-in link (`?token=<handoff code>`) shows: whose account it signs in, or that it was not used. */
type SignInHandoffText = {
  alreadySignedInAs: (account: string) => string;
  linkNotUsed: string;
  staySignedIn: string;
  switchAccount: string;
  continueAs: (account: string) => string;
  checkTheAccount: (account: string) => string;
  continue: string;
  notMe: string;
  signedInAs: (account: string) => string;
};

export const signInHandoffMessages = {
  'zh-CN': {
    alreadySignedInAs: (account) => `您已登录账号 ${account}`,
    linkNotUsed: '登录链接未被使用，您仍使用当前账号。',
    staySignedIn: '保持当前账号',
    switchAccount: '切换账号',
    continueAs: (account) => `以账号 ${account} 继续？`,
    checkTheAccount: (account) =>
      `登录链接将您登录到账号 ${account}。如果这不是您的账号，请选择“不是我”，以免资金存入他人账号。`,
    continue: '继续',
    notMe: '不是我（退出）',
    signedInAs: (account) => `已登录账号 ${account}`,
  },
  'zh-HK': {
    alreadySignedInAs: (account) => `您已登入帳號 ${account}`,
    linkNotUsed: '登入連結未被使用，您仍使用目前帳號。',
    staySignedIn: '保持目前帳號',
    switchAccount: '切換帳號',
    continueAs: (account) => `以帳號 ${account} 繼續？`,
    checkTheAccount: (account) =>
      `登入連結將您登入到帳號 ${account}。如果這不是您的帳號，請選擇「不是我」，以免資金存入他人帳號。`,
    continue: '繼續',
    notMe: '不是我（登出）',
    signedInAs: (account) => `已登入帳號 ${account}`,
  },
  'en-US': {
    alreadySignedInAs: (account) => `You are already signed in as ${account}`,
    linkNotUsed: 'The sign-in link was not used: you are still signed in to this account.',
    staySignedIn: 'Stay signed in',
    switchAccount: 'Switch account',
    continueAs: (account) => `Continue as ${account}?`,
    checkTheAccount: (account) =>
      `A sign-in link signed you in as ${account}. If this is not your account, choose "Not me", so no money goes into someone else's account.`,
    continue: 'Continue',
    notMe: 'Not me (sign out)',
    signedInAs: (account) => `Signed in as ${account}`,
  },
} satisfies ComponentMessages<SignInHandoffText>;
