import type { ComponentMessages } from '../../i18n/index.ts';

export const captchaInputMessages = {
  'zh-CN': { refreshImage: '图形验证码，点击刷新', loadingImage: '加载中' },
  'zh-HK': { refreshImage: '圖形驗證碼，點擊刷新', loadingImage: '載入中' },
  'en-US': { refreshImage: 'Captcha image, tap to refresh', loadingImage: 'Loading' },
} satisfies ComponentMessages<{ refreshImage: string; loadingImage: string }>;
