import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { fixtureNow, fixtureTimeZone } from '../../story-fixtures/fixtures.ts';
import { releaseFocus } from '../../story-fixtures/storySupport.ts';
import { richTextLoaded } from '../../test-support/richTextLoaded.ts';
import { RichText } from '../RichText/index.ts';
import { MessageItem } from './MessageItem.tsx';

const meta = {
  title: 'Member/MessageItem',
  component: MessageItem,
  globals: { locale: 'zh-CN' },
  loaders: [richTextLoaded],
  args: {
    title: '您的提款已到账',
    preview: '您于 3 月 14 日申请的提款 ¥1,000.00 已成功到账，请查收。',
    sentAt: fixtureNow,
    unread: true,
    timeZone: fixtureTimeZone,
    onOpen: fn(),
  },
} satisfies Meta<typeof MessageItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['every-site'],
  name: 'Unread',
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expect(canvas.getByRole('img', { name: '未读' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /您的提款已到账/ }));
    await expect(args.onOpen).toHaveBeenCalledOnce();
    releaseFocus(canvasElement);
  },
};

export const Read: Story = {
  args: { unread: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img', { name: '未读' })).toBeNull();
  },
};

/** A sent feedback in the member's list: the operator's answer is tagged beside the text. */
export const WithStatus: Story = {
  args: {
    title: '提款问题',
    preview: '提款两小时仍未到账，请帮忙查看。',
    unread: false,
    status: { label: '已回复', tone: 'positive' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已回复')).toBeVisible();
  },
};

export const LongContent: Story = {
  args: {
    title: '关于系统升级维护期间暂停体育赛事投注及部分电子游艺场馆转账功能的重要通知',
    preview:
      '为了给您提供更优质的服务，平台将于北京时间凌晨两点至六点进行系统升级维护，期间体育赛事投注及部分场馆的转账功能将暂停使用，给您带来的不便敬请谅解。',
  },
  // The whole title shows, wrapped, never cut at the row's edge.
  play: async ({ canvas, args }) => {
    const title = canvas.getByText(args.title);
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
    await expect(title.getBoundingClientRect().height).toBeGreaterThan(
      Number.parseFloat(getComputedStyle(title).lineHeight) * 1.5,
    );
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  args: {
    title: 'Your withdrawal has arrived',
    preview: 'The withdrawal of ¥1,000.00 you requested on 14 March has been paid.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Unread' })).toBeVisible();
  },
};

const inbox = [
  { id: 1, title: '您的提款已到账', body: '<p>提款 <strong>¥1,000.00</strong> 已到账。</p>', unread: true },
  {
    id: 2,
    title: '春节活动开启',
    body: '<p>活动详情见<a href="https://example.com/promo">活动页</a>。</p>',
    unread: false,
  },
];

/** Opening a message shows its sanitised body and marks it read. */
export const OpeningAMessage: Story = {
  render: function Inbox(args) {
    const [messages, setMessages] = useState(inbox);
    const [openId, setOpenId] = useState<number | null>(null);
    const open = messages.find((message) => message.id === openId);
    return (
      <div>
        {messages.map((message) => (
          <MessageItem
            key={message.id}
            title={message.title}
            sentAt={args.sentAt}
            timeZone={args.timeZone}
            unread={message.unread}
            onOpen={() => {
              setOpenId(message.id);
              setMessages((current) =>
                current.map((each) => (each.id === message.id ? { ...each, unread: false } : each)),
              );
            }}
          />
        ))}
        {open ? (
          <article aria-label={open.title}>
            <RichText html={open.body} />
          </article>
        ) : null}
      </div>
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getAllByRole('img', { name: '未读' })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: /您的提款已到账/ }));
    await expect(await canvas.findByText('¥1,000.00')).toBeVisible();
    await expect(canvas.queryByRole('img', { name: '未读' })).toBeNull();
    releaseFocus(canvasElement);
  },
};
