import type { ComponentMessages } from '@platform/ui';

type GamesText = {
  signInToPlay: string;
  /** The venue frame's accessible name. */
  frameTitle: (game: string) => string;
};

export const gamesMessages = {
  'zh-CN': {
    signInToPlay: '登录后开始游戏',
    frameTitle: (game) => `游戏：${game}`,
  },
  'zh-HK': {
    signInToPlay: '登入後開始遊戲',
    frameTitle: (game) => `遊戲：${game}`,
  },
  'en-US': {
    signInToPlay: 'Sign in to play',
    frameTitle: (game) => `Game: ${game}`,
  },
} satisfies ComponentMessages<GamesText>;
