import type { ComponentMessages } from '@platform/ui';

/** What home blocks say when they have nothing to show (loading and failure come from the ui page kit). */
export const homeBlocksMessages = {
  'zh-CN': {
    noGames: '暂无游戏',
    noActivities: '暂无活动',
    noNotices: '暂无公告',
    noMatches: '暂无推荐赛事',
    walletSignedOut: '登录后查看余额与场馆钱包',
    vipSignedOut: '登录后查看您的 VIP 等级',
  },
  'zh-HK': {
    noGames: '暫無遊戲',
    noActivities: '暫無活動',
    noNotices: '暫無公告',
    noMatches: '暫無推薦賽事',
    walletSignedOut: '登入後查看餘額與場館錢包',
    vipSignedOut: '登入後查看您的 VIP 等級',
  },
  'en-US': {
    noGames: 'No games yet',
    noActivities: 'No offers right now',
    noNotices: 'No announcements',
    noMatches: 'No featured matches right now',
    walletSignedOut: 'Sign in to see your balance and venue wallets',
    vipSignedOut: 'Sign in to see your VIP level',
  },
} satisfies ComponentMessages<Record<string, string>>;
