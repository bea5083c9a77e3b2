import type { ComponentMessages } from '@platform/ui';
import type { TutorialGroup } from '../data/tutorialGroups.ts';

type HelpStrings = {
  noActivities: string;
  promoNotFound: string;
  backToActivities: string;
  articleNotFound: string;
  backToHelpCentre: string;
  commonQuestions: string;
  noHelpTopics: string;
  tutorialGroups: Record<TutorialGroup, string>;
  channelsTitle: string;
  chatInApp: string;
  chatInAppDescription: string;
  chatInBrowser: string;
  chatInBrowserDescription: string;
  whatsApp: string;
  whatsAppDescription: string;
  noChannels: string;
  chatFrameTitle: string;
  backToCustomerService: string;
};

/** The activities, promotion, help-centre, tutorial and customer-service pages. */
export const helpMessages = {
  'zh-CN': {
    noActivities: '暂无进行中的活动，敬请期待。',
    promoNotFound: '该活动不存在或已结束。',
    backToActivities: '返回优惠活动',
    articleNotFound: '该文章不存在或已下线。',
    backToHelpCentre: '返回帮助中心',
    commonQuestions: '常见问题',
    noHelpTopics: '暂无常见问题。',
    tutorialGroups: { betting: '投注入门', funds: '存取款与钱包', games: '游戏', support: '客服与支持' },
    channelsTitle: '联系方式',
    chatInApp: '在线客服',
    chatInAppDescription: '7×24 小时，在本页内与客服对话',
    chatInBrowser: '在浏览器中打开客服',
    chatInBrowserDescription: '在新窗口中打开在线客服',
    whatsApp: 'WhatsApp',
    whatsAppDescription: '通过 WhatsApp 联系客服',
    noChannels: '本站暂未开通客服渠道。',
    chatFrameTitle: '在线客服对话',
    backToCustomerService: '返回客服',
  },
  'zh-HK': {
    noActivities: '暫無進行中的活動，敬請期待。',
    promoNotFound: '該活動不存在或已結束。',
    backToActivities: '返回優惠活動',
    articleNotFound: '該文章不存在或已下線。',
    backToHelpCentre: '返回幫助中心',
    commonQuestions: '常見問題',
    noHelpTopics: '暫無常見問題。',
    tutorialGroups: { betting: '投注入門', funds: '存提款與錢包', games: '遊戲', support: '客服與支援' },
    channelsTitle: '聯絡方式',
    chatInApp: '在線客服',
    chatInAppDescription: '24 小時全年無休，在本頁內與客服對話',
    chatInBrowser: '在瀏覽器中打開客服',
    chatInBrowserDescription: '在新視窗中打開在線客服',
    whatsApp: 'WhatsApp',
    whatsAppDescription: '透過 WhatsApp 聯絡客服',
    noChannels: '本站暫未開通客服渠道。',
    chatFrameTitle: '在線客服對話',
    backToCustomerService: '返回客服',
  },
  'en-US': {
    noActivities: 'No promotions are running right now. Check back soon.',
    promoNotFound: 'This promotion does not exist or has ended.',
    backToActivities: 'Back to promotions',
    articleNotFound: 'This article does not exist or has been removed.',
    backToHelpCentre: 'Back to the help centre',
    commonQuestions: 'Common questions',
    noHelpTopics: 'No common questions yet.',
    tutorialGroups: {
      betting: 'Getting started with betting',
      funds: 'Deposits, withdrawals and wallets',
      games: 'Games',
      support: 'Support',
    },
    channelsTitle: 'Ways to reach us',
    chatInApp: 'Live chat',
    chatInAppDescription: 'Chat with us here, 24 hours a day',
    chatInBrowser: 'Open the chat in your browser',
    chatInBrowserDescription: 'Opens the live chat in a new window',
    whatsApp: 'WhatsApp',
    whatsAppDescription: 'Message customer service on WhatsApp',
    noChannels: 'This site has no customer-service channel yet.',
    chatFrameTitle: 'Customer-service chat',
    backToCustomerService: 'Back to customer service',
  },
} satisfies ComponentMessages<HelpStrings>;
