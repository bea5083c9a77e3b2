import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { yuanCurrency } from '../../story-fixtures/fixtures.ts';
import { releaseFocus } from '../../story-fixtures/storySupport.ts';
import { VipCard } from './VipCard.tsx';

const meta = {
  title: 'Member/VipCard',
  component: VipCard,
  globals: { locale: 'zh-CN' },
  args: {
    level: 2,
    levelName: '白银会员',
    next: { level: 3, currentMinor: 650_000, requiredMinor: 1_000_000 },
    currency: yuanCurrency,
    onViewPrivileges: fn(),
  },
} satisfies Meta<typeof VipCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['every-site'],
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const progress = canvas.getByRole('progressbar', { name: '升级至 VIP3 的进度' });
    await expect(progress).toHaveAttribute('value', '650000');
    await expect(canvas.getByText('3,500.00')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '查看特权' }));
    await expect(args.onViewPrivileges).toHaveBeenCalledOnce();
    releaseFocus(canvasElement);
  },
};

export const TopLevel: Story = {
  args: { level: 10, levelName: '至尊会员', next: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('您已达到最高等级')).toBeVisible();
  },
};

/**
 * A brand-new member on a site that hides the bar: the title says VIP0 once, and the card says what VIP1 takes
 * rather than calling VIP0 the top level.
 */
export const NewMemberWithoutBar: Story = {
  globals: { locale: 'en-US' },
  args: {
    level: 0,
    levelName: 'VIP0',
    next: { level: 1, currentMinor: 0, requiredMinor: 100_000 },
    showProgress: false,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading')).toHaveTextContent(/^VIP0\s*$/);
    await expect(canvas.getByText('Still needed for VIP1')).toBeVisible();
    await expect(canvas.queryByText('You have reached the top level')).toBeNull();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

export const Loading: Story = { args: { loading: true } };

export const LongLevelName: Story = {
  args: { levelName: '钻石至尊黑金超级无敌尊享会员等级' },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  args: { levelName: 'Silver' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Progress to VIP3' })).toBeVisible();
  },
};
