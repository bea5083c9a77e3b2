import type { ComponentMessages } from '../../i18n/index.ts';

export const withdrawPasswordPromptMessages: ComponentMessages<{
  title: string;
  message: string;
  setPassword: string;
  later: string;
}> = {
  'zh-CN': {
    title: '请设置提款密码',
    message: '为了您的账户安全，请先设置提款密码，再添加提款账户或提款。',
    setPassword: '去设置提款密码',
    later: '稍后再说',
  },
  'zh-HK': {
    title: '請設定提款密碼',
    message: '為了您的帳戶安全，請先設定提款密碼，再新增提款帳戶或提款。',
    setPassword: '去設定提款密碼',
    later: '稍後再說',
  },
  'en-US': {
    title: 'Set a withdrawal password',
    message:
      'For account safety, set a withdrawal password before adding a withdrawal account or withdrawing.',
    setPassword: 'Set withdrawal password',
    later: 'Not now',
  },
};
