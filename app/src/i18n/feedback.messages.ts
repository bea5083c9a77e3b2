import type { FeedbackCategory } from '@platform/contract';
import type { ComponentMessages } from '@platform/ui';
import type { FeedbackStatus } from '../data/feedback.ts';

type FeedbackText = {
  categories: Record<FeedbackCategory, string>;
  statuses: Record<FeedbackStatus, string>;
  myFeedback: string;
  feedbackList: string;
  empty: string;
  notFound: string;
  details: string;
  category: string;
  status: string;
  sentAt: string;
  yourFeedback: string;
  screenshots: string;
  screenshot: (position: number) => string;
  imageFailed: string;
  reply: string;
  awaitingReply: string;
};

export const feedbackMessages = {
  'zh-CN': {
    categories: { deposit: '存款问题', withdraw: '提款问题', game: '游戏问题', other: '其他' },
    statuses: { submitted: '待回复', replied: '已回复' },
    myFeedback: '我的反馈',
    feedbackList: '反馈记录',
    empty: '您还没有提交过反馈',
    notFound: '没有找到这条反馈',
    details: '反馈信息',
    category: '反馈类型',
    status: '状态',
    sentAt: '提交时间',
    yourFeedback: '反馈内容',
    screenshots: '反馈截图',
    screenshot: (position) => `第${position}张截图`,
    imageFailed: '截图加载失败',
    reply: '客服回复',
    awaitingReply: '客服尚未回复，请耐心等待。',
  },
  'zh-HK': {
    categories: { deposit: '存款問題', withdraw: '提款問題', game: '遊戲問題', other: '其他' },
    statuses: { submitted: '待回覆', replied: '已回覆' },
    myFeedback: '我的回饋',
    feedbackList: '回饋記錄',
    empty: '您還沒有提交過回饋',
    notFound: '找不到這條回饋',
    details: '回饋資訊',
    category: '回饋類型',
    status: '狀態',
    sentAt: '提交時間',
    yourFeedback: '回饋內容',
    screenshots: '回饋截圖',
    screenshot: (position) => `第${position}張截圖`,
    imageFailed: '截圖載入失敗',
    reply: '客服回覆',
    awaitingReply: '客服尚未回覆，請耐心等候。',
  },
  'en-US': {
    categories: { deposit: 'Deposits', withdraw: 'Withdrawals', game: 'Games', other: 'Other' },
    statuses: { submitted: 'Awaiting reply', replied: 'Replied' },
    myFeedback: 'My feedback',
    feedbackList: 'Feedback sent',
    empty: 'You have not sent any feedback yet',
    notFound: 'This feedback was not found',
    details: 'Details',
    category: 'Type',
    status: 'Status',
    sentAt: 'Sent',
    yourFeedback: 'Your feedback',
    screenshots: 'Screenshots',
    screenshot: (position) => `Screenshot ${position}`,
    imageFailed: 'The screenshots could not be loaded',
    reply: 'Reply from customer service',
    awaitingReply: 'Customer service has not replied yet.',
  },
} satisfies ComponentMessages<FeedbackText>;
