import type { ComponentMessages } from '../i18n/index.ts';
import type { activitiesFixture } from './fixtures.ts';

/** Fixture copy the API would deliver in the member's language; the previews show each site in its own. */
export type PreviewBlocksText = {
  vipLevelName: string;
  activityTitles: Record<(typeof activitiesFixture)[number]['id'], string>;
};

export const previewBlocksMessages: ComponentMessages<PreviewBlocksText> = {
  'zh-CN': {
    vipLevelName: '白银会员',
    activityTitles: {
      a1: '每日首存送 8%',
      a2: '体育无限返水 1.2%',
      a3: 'VIP 晋级礼金',
      a4: '邀请好友赚佣金',
    },
  },
  'zh-HK': {
    vipLevelName: '白銀會員',
    activityTitles: {
      a1: '每日首存送 8%',
      a2: '體育無限返水 1.2%',
      a3: 'VIP 晉級禮金',
      a4: '邀請好友賺佣金',
    },
  },
  'en-US': {
    vipLevelName: 'Silver',
    activityTitles: {
      a1: '8% bonus on your first deposit every day',
      a2: 'Unlimited 1.2% sports rebate',
      a3: 'VIP promotion bonus',
      a4: 'Invite friends, earn commission',
    },
  },
};
