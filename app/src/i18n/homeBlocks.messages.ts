import type { ComponentMessages } from '@platform/ui';

/** The states every home block can be in besides showing its data. */
export const homeBlocksMessages = {
  'zh-CN': {
    loading: '加载中',
    loadFailed: '内容加载失败',
    retry: '重试',
    noGames: '暂无游戏',
    noActivities: '暂无活动',
    noNotices: '暂无公告',
    noMatches: '暂无推荐赛事',
    walletSignedOut: '登录后查看余额与场馆钱包',
    vipSignedOut: '登录后查看您的 VIP 等级',
    signIn: '登录',
  },
  'zh-HK': {
    loading: '載入中',
    loadFailed: '內容載入失敗',
    retry: '重試',
    noGames: '暫無遊戲',
    noActivities: '暫無活動',
    noNotices: '暫無公告',
    noMatches: '暫無推薦賽事',
    walletSignedOut: '登入後查看餘額與場館錢包',
    vipSignedOut: '登入後查看您的 VIP 等級',
    signIn: '登入',
  },
  'en-US': {
    loading: 'Loading',
    loadFailed: 'This section did not load',
    retry: 'Try again',
    noGames: 'No games yet',
    noActivities: 'No offers right now',
    noNotices: 'No announcements',
    noMatches: 'No featured matches right now',
    walletSignedOut: 'Sign in to see your balance and venue wallets',
    vipSignedOut: 'Sign in to see your VIP level',
    signIn: 'Sign in',
  },
} satisfies ComponentMessages<Record<string, string>>;
