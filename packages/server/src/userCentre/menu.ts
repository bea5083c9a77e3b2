import { type ContentLocale, contentLocale, glossaryTitles, type Locale, routePaths } from '@platform/domain';

type Titles = Record<ContentLocale, string>;
interface MenuEntry {
  key: string;
  title: Titles;
  route: string;
  icon: string;
}

/**
 * Menu tree `010` of `member/tree`: the user centre's sections, each entry naming the app route it opens.
 * The spec shows only the call (`id 010`); this is the tree a member needs to reach every member page.
 */
const sections: { key: string; title: Titles; children: MenuEntry[] }[] = [
  {
    key: 'finance',
    title: { 'zh-CN': '资金管理', 'zh-HK': '資金管理', 'en-US': 'Funds' },
    children: [
      {
        key: 'deposit',
        title: glossaryTitles('deposit'),
        route: routePaths.deposit,
        icon: 'deposit',
      },
      {
        key: 'withdraw',
        title: glossaryTitles('withdraw'),
        route: routePaths.withdraw,
        icon: 'withdraw',
      },
      {
        key: 'transfer',
        title: glossaryTitles('transfer'),
        route: routePaths.transfer,
        icon: 'transfer',
      },
      {
        key: 'assets',
        title: { 'zh-CN': '我的资产', 'zh-HK': '我的資產', 'en-US': 'My assets' },
        route: routePaths.myAssets,
        icon: 'assets',
      },
      {
        key: 'cards',
        title: { 'zh-CN': '提款账户', 'zh-HK': '提款賬戶', 'en-US': 'Withdrawal accounts' },
        route: routePaths.cards,
        icon: 'card',
      },
    ],
  },
  {
    key: 'records',
    title: { 'zh-CN': '记录', 'zh-HK': '記錄', 'en-US': 'Records' },
    children: [
      {
        key: 'bets',
        title: { 'zh-CN': '投注记录', 'zh-HK': '投注記錄', 'en-US': 'Bet records' },
        route: routePaths.bettingRecord,
        icon: 'bets',
      },
      {
        key: 'transactions',
        title: { 'zh-CN': '交易记录', 'zh-HK': '交易記錄', 'en-US': 'Transaction records' },
        route: routePaths.transactionRecord,
        icon: 'transactions',
      },
      {
        key: 'redemptions',
        title: { 'zh-CN': '兑换记录', 'zh-HK': '兌換記錄', 'en-US': 'Redemption records' },
        route: routePaths.redemptionRecord,
        icon: 'redemptions',
      },
      {
        key: 'tasks',
        title: { 'zh-CN': '任务记录', 'zh-HK': '任務記錄', 'en-US': 'Task records' },
        route: routePaths.taskRecords,
        icon: 'tasks',
      },
    ],
  },
  {
    key: 'account',
    title: { 'zh-CN': '账户', 'zh-HK': '賬戶', 'en-US': 'Account' },
    children: [
      {
        key: 'messages',
        title: { 'zh-CN': '消息中心', 'zh-HK': '消息中心', 'en-US': 'Messages' },
        route: routePaths.messages,
        icon: 'message',
      },
      {
        key: 'vip',
        title: { 'zh-CN': 'VIP特权', 'zh-HK': 'VIP特權', 'en-US': 'VIP privileges' },
        route: routePaths.vipPrivilege,
        icon: 'vip',
      },
      {
        key: 'taskCentre',
        title: { 'zh-CN': '任务中心', 'zh-HK': '任務中心', 'en-US': 'Tasks' },
        route: routePaths.task,
        icon: 'task',
      },
      {
        key: 'personal',
        title: { 'zh-CN': '个人资料', 'zh-HK': '個人資料', 'en-US': 'Personal info' },
        route: routePaths.personalInfo,
        icon: 'person',
      },
      {
        key: 'settings',
        title: { 'zh-CN': '安全设置', 'zh-HK': '安全設定', 'en-US': 'Security settings' },
        route: routePaths.setting,
        icon: 'settings',
      },
      {
        key: 'agent',
        title: { 'zh-CN': '代理中心', 'zh-HK': '代理中心', 'en-US': 'Agent' },
        route: routePaths.agentPage,
        icon: 'agent',
      },
    ],
  },
  {
    key: 'help',
    title: { 'zh-CN': '帮助', 'zh-HK': '幫助', 'en-US': 'Help' },
    children: [
      {
        key: 'feedback',
        title: { 'zh-CN': '意见反馈', 'zh-HK': '意見反饋', 'en-US': 'Feedback' },
        route: routePaths.feedback,
        icon: 'feedback',
      },
      {
        key: 'helpCentre',
        title: { 'zh-CN': '帮助中心', 'zh-HK': '幫助中心', 'en-US': 'Help centre' },
        route: routePaths.helpCentre,
        icon: 'help',
      },
      {
        key: 'customer',
        title: { 'zh-CN': '在线客服', 'zh-HK': '在線客服', 'en-US': 'Customer service' },
        route: routePaths.customerService,
        icon: 'service',
      },
    ],
  },
];

export function userCentreMenu(locale: Locale, badges: { unreadMessages: number }) {
  return sections.map((section) => ({
    key: section.key,
    title: section.title[contentLocale(locale)],
    children: section.children.map((entry) => ({
      key: entry.key,
      title: entry.title[contentLocale(locale)],
      route: entry.route,
      icon: entry.icon,
      ...(entry.key === 'messages' ? { badge: badges.unreadMessages } : {}),
    })),
  }));
}
