import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { RealityCheckDialog } from './RealityCheckDialog.tsx';

const meta = {
  title: 'Games/RealityCheckDialog',
  component: RealityCheckDialog,
  globals: { locale: 'zh-CN' },
  args: {
    open: true,
    playedSeconds: 1_800,
    netResultMinor: -32_000,
    currency: { kind: 'symbol', symbol: '¥' },
    onContinue: fn(),
    onLeave: fn(),
  },
} satisfies Meta<typeof RealityCheckDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog renders in a portal on the page's body, so the stories look for it there. */
const page = () => within(document.body);

export const Default: Story = {
  tags: ['every-site'],
  play: async ({ args, userEvent }) => {
    const dialog = await page().findByRole('alertdialog', { name: '游戏时间提醒' });
    await expect(dialog).toHaveAccessibleDescription('您本次已连续游戏 30:00。');
    await expect(dialog).toHaveTextContent('本次输赢-¥320.00');
    await userEvent.click(within(dialog).getByRole('button', { name: '继续游戏' }));
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
};

export const Leaving: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await page().findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    // a question, not a notice: Escape leaves it open
    await expect(dialog).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '离开游戏' }));
    await expect(args.onLeave).toHaveBeenCalledOnce();
  },
};

export const Answering: Story = {
  args: { answering: true, playedSeconds: 3_600, netResultMinor: 15_000 },
  play: async () => {
    const dialog = await page().findByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: '继续游戏' })).toBeDisabled();
    await expect(dialog).toHaveTextContent('+¥150.00');
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-HK' },
  play: async () => {
    const dialog = await page().findByRole('alertdialog', { name: '遊戲時間提醒' });
    await expect(within(dialog).getByRole('button', { name: '離開遊戲' })).toBeVisible();
  },
};

export const EnglishText: Story = {
  globals: { locale: 'en-US' },
  play: async () => {
    const dialog = await page().findByRole('alertdialog', { name: 'Reality check' });
    await expect(dialog).toHaveAccessibleDescription('You have been playing for 30:00 this session.');
    await expect(within(dialog).getByRole('button', { name: 'Continue playing' })).toBeVisible();
  },
};
