import type { ComponentMessages } from '../../i18n/index.ts';

interface VerificationCodeFieldMessages {
  send: string;
  resend: string;
  sending: string;
  /** The send button while the resend countdown runs. */
  countdown: (seconds: number) => string;
  sendFailed: string;
}

export const verificationCodeFieldMessages = {
  'zh-CN': {
    send: '获取验证码',
    resend: '重新获取',
    sending: '发送中…',
    countdown: (seconds) => `${seconds}秒后重新获取`,
    sendFailed: '获取验证码失败',
  },
  'zh-HK': {
    send: '獲取驗證碼',
    resend: '重新獲取',
    sending: '發送中…',
    countdown: (seconds) => `${seconds}秒後重新獲取`,
    sendFailed: '獲取驗證碼失敗',
  },
  'en-US': {
    send: 'Get code',
    resend: 'Resend code',
    sending: 'Sending…',
    countdown: (seconds) => `Resend in ${seconds}s`,
    sendFailed: 'Getting the verification code failed',
  },
} satisfies ComponentMessages<VerificationCodeFieldMessages>;
