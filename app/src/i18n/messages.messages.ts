import type { ComponentMessages } from '@platform/ui';

type MessagesText = {
  inbox: string;
  empty: string;
  notFound: string;
  backToInbox: string;
};

export const messagesMessages = {
  'zh-CN': {
    inbox: '站内消息',
    empty: '暂无消息',
    notFound: '没有找到这条消息，它可能已被删除',
    backToInbox: '返回消息列表',
  },
  'zh-HK': {
    inbox: '站內消息',
    empty: '暫無消息',
    notFound: '找不到這條消息，它可能已被刪除',
    backToInbox: '返回消息列表',
  },
  'en-US': {
    inbox: 'Inbox',
    empty: 'No messages yet',
    notFound: 'This message was not found; it may have been deleted',
    backToInbox: 'Back to messages',
  },
} satisfies ComponentMessages<MessagesText>;
