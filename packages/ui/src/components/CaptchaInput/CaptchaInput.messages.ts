import type { ComponentMessages } from '../../i18n/index.ts';

type CaptchaInputText = {
  refreshImage: string;
  alternativeStart: string;
  alternativeSolving: string;
  alternativeSolved: string;
  alternativeFailed: string;
};

export const captchaInputMessages = {
  'zh-CN': {
    refreshImage: '图形验证码，点击刷新',
    alternativeStart: '看不清？改由本机自动验证',
    alternativeSolving: '正在本机验证…',
    alternativeSolved: '已通过本机验证，可以提交',
    alternativeFailed: '自动验证未完成，请重试或输入图中字符',
  },
  'zh-HK': {
    refreshImage: '圖形驗證碼，點擊刷新',
    alternativeStart: '看不清？改由本機自動驗證',
    alternativeSolving: '正在本機驗證…',
    alternativeSolved: '已通過本機驗證，可以提交',
    alternativeFailed: '自動驗證未完成，請重試或輸入圖中字元',
  },
  'en-US': {
    refreshImage: 'Captcha image, tap to refresh',
    alternativeStart: "Can't read it? Verify on this device instead",
    alternativeSolving: 'Verifying on this device…',
    alternativeSolved: 'Verified on this device: you can continue',
    alternativeFailed: 'Automatic verification did not finish: try again or type the characters',
  },
} satisfies ComponentMessages<CaptchaInputText>;
