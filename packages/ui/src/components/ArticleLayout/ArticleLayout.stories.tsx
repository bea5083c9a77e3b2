import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { fixtureNow, fixtureTimeZone } from '../../story-fixtures/fixtures.ts';
import { releaseFocus } from '../../story-fixtures/storySupport.ts';
import { richTextLoaded } from '../../test-support/richTextLoaded.ts';
import { RichText } from '../RichText/index.ts';
import { ArticleLayout } from './ArticleLayout.tsx';

const body =
  '<p>转账是指在中心钱包与各场馆钱包之间划转资金。进入场馆游戏前，请先将资金转入对应场馆。</p>' +
  '<h2>如何转账</h2><ol><li>进入「我的资产」</li><li>选择场馆并点击「转入」</li><li>输入金额并确认</li></ol>' +
  '<p>如遇问题，请<a href="https://example.com/cs">联系客服</a>。</p>';

const meta = {
  tags: ['every-site'],
  title: 'Member/ArticleLayout',
  component: ArticleLayout,
  globals: { locale: 'zh-CN' },
  loaders: [richTextLoaded],
  args: {
    title: '如何在钱包之间转账',
    category: '新手教程',
    updatedAt: fixtureNow,
    timeZone: fixtureTimeZone,
    children: <RichText html={body} />,
    related: [
      { id: 'deposit', title: '如何存款' },
      { id: 'withdraw', title: '如何提款' },
    ],
    onOpenRelated: fn(),
  },
} satisfies Meta<typeof ArticleLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '如何在钱包之间转账' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '如何提款' }));
    await expect(args.onOpenRelated).toHaveBeenCalledWith({ id: 'withdraw', title: '如何提款' });
    releaseFocus(canvasElement);
  },
};

/** A tutorial under the nav bar's "Tutorial" title: the article's title is the page's second-level heading. */
export const UnderPageTitle: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '如何在钱包之间转账' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: '相关文章' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
  },
};

export const WithoutRelated: Story = { args: { related: [] } };

/** A message from the site: when it was sent, to the minute, and no related articles. */
export const Message: Story = {
  args: {
    title: '您的提款已到账',
    category: undefined,
    dateKind: 'sent',
    related: [],
    children: <RichText html="<p>提款 <strong>¥1,000.00</strong> 已到账，请查收。</p>" />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^发送于 /)).toBeVisible();
  },
};

export const LongContent: Story = {
  args: {
    title: '体育赛事规则详解：让球、大小球、波胆、半全场及各类串关玩法的结算方式与注意事项',
    children: <RichText html={body.repeat(5)} />,
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  args: {
    title: 'How to transfer between wallets',
    category: 'Tutorials',
    children: <RichText html="<p>Transfers move funds between the central wallet and venue wallets.</p>" />,
    related: [{ id: 'deposit', title: 'How to deposit' }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Related articles' })).toBeVisible();
  },
};
