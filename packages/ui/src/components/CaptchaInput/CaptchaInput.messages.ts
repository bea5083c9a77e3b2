import type { ComponentMessages } from '../../i18n/index.ts';

export const captchaInputMessages = {
  'zh-CN': { refreshImage: '图形验证码，点击刷新' },
  'zh-HK': { refreshImage: '圖形驗證碼，點擊刷新' },
  'en-US': { refreshImage: 'Captcha image, tap to refresh' },
} satisfies ComponentMessages<{ refreshImage: string }>;
