import type { ComponentMessages } from '../../i18n/index.ts';

type EmbeddedFrameMessages = { loadingGame: string; loadingChat: string };

export const embeddedFrameMessages = {
  'zh-CN': { loadingGame: '游戏加载中…', loadingChat: '在线客服连接中…' },
  'zh-HK': { loadingGame: '遊戲載入中…', loadingChat: '在線客服連接中…' },
  'en-US': { loadingGame: 'Loading the game…', loadingChat: 'Connecting to the chat…' },
} satisfies ComponentMessages<EmbeddedFrameMessages>;
