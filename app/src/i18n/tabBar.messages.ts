import type { TabBarLabelKey } from '@platform/site-config';
import type { ComponentMessages } from '@platform/ui';

/** Tab labels; a site config's `tabBar[].labelKey` names one of these keys. */
export const tabBarMessages = {
  'zh-CN': {
    home: '首页',
    activity: '优惠',
    finance: '钱包',
    customerService: '客服',
    userCentre: '我的',
    task: '任务',
    sponsor: '赞助',
  },
  'zh-HK': {
    home: '首頁',
    activity: '優惠',
    finance: '錢包',
    customerService: '客服',
    userCentre: '我的',
    task: '任務',
    sponsor: '贊助',
  },
  'en-US': {
    home: 'Home',
    activity: 'Offers',
    finance: 'Wallet',
    customerService: 'Support',
    userCentre: 'Me',
    task: 'Tasks',
    sponsor: 'Sponsor',
  },
} satisfies ComponentMessages<Record<TabBarLabelKey, string>>;
