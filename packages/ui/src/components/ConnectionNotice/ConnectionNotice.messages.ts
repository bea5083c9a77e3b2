import type { ComponentMessages } from '../../i18n/index.ts';

export const connectionNoticeMessages = {
  'zh-CN': { unstable: '网络连接不稳定，游戏仍在进行，正在自动重连…' },
  'zh-HK': { unstable: '網絡連線不穩定，遊戲仍在進行，正在自動重新連線…' },
  'en-US': {
    unstable: 'Your connection is unstable. The game keeps running while we reconnect automatically.',
  },
} satisfies ComponentMessages<{ unstable: string }>;
