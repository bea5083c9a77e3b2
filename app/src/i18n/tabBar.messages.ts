import type { ComponentMessages } from '@platform/ui';

/** Tab labels; a site config's `tabBar[].labelKey` names one of these keys. */
export const tabBarMessages = {
  'zh-CN': { home: '首页', activity: '优惠', customerService: '客服', sponsor: '赞助', userCentre: '我的' },
  'zh-HK': { home: '首頁', activity: '優惠', customerService: '客服', sponsor: '贊助', userCentre: '我的' },
  'en-US': {
    home: 'Home',
    activity: 'Offers',
    customerService: 'Support',
    sponsor: 'Sponsor',
    userCentre: 'Me',
  },
} satisfies ComponentMessages<Record<string, string>>;

export type TabLabelKey = keyof (typeof tabBarMessages)['zh-CN'];
