import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Stack } from '../Layout/index.ts';
import { type TabItem, Tabs, type TabsProps, tabsAppearances } from './Tabs.tsx';

type RecordKind = 'bets' | 'transactions' | 'redemptions' | 'transfers' | 'rebates' | 'bonuses';

function TabsExample({ onValueChange, ...props }: Omit<TabsProps<RecordKind>, 'value' | 'children'>) {
  const [value, setValue] = useState<RecordKind>(props.items[0]?.value ?? 'bets');
  const current = props.items.find((item) => item.value === value);
  return (
    <Tabs
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange(next);
      }}
    >
      <p>{current?.label}</p>
    </Tabs>
  );
}

const chineseItems: readonly TabItem<RecordKind>[] = [
  { value: 'bets', label: '投注记录' },
  { value: 'transactions', label: '交易记录', count: 3 },
  { value: 'redemptions', label: '兑换记录' },
];

const meta = {
  title: 'Layout/Tabs',
  component: TabsExample,
  argTypes: { appearance: { control: 'inline-radio', options: tabsAppearances } },
  args: { label: '记录类型', items: chineseItems, appearance: 'line', onValueChange: fn() },
} satisfies Meta<typeof TabsExample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['every-site'],
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('tab', { name: '投注记录' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: /交易记录/ }));
    await expect(args.onValueChange).toHaveBeenCalledWith('transactions');
    await expect(canvas.getByRole('tabpanel', { name: /交易记录/ })).toHaveTextContent('交易记录');
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: '投注记录' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: /交易记录/ })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: /交易记录/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: '兑换记录' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '投注记录' })).toHaveFocus();
  },
};

export const Pill: Story = { args: { appearance: 'pill' } };

export const Disabled: Story = {
  args: { items: [...chineseItems.slice(0, 2), { value: 'redemptions', label: '兑换记录', disabled: true }] },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('tab', { name: '兑换记录' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('tab', { name: '投注记录' }));
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: /交易记录/ })).toHaveAttribute('aria-selected', 'true');
  },
};

export const LongContent: Story = {
  args: {
    items: [
      { value: 'bets', label: '体育投注记录' },
      { value: 'transactions', label: '充值提现交易记录' },
      { value: 'redemptions', label: '积分兑换记录' },
      { value: 'transfers', label: '场馆转账记录' },
      { value: 'rebates', label: '每日返水记录' },
      { value: 'bonuses', label: '活动彩金记录' },
    ],
  },
};

export const EnglishText: Story = {
  args: {
    label: 'Record type',
    items: [
      { value: 'bets', label: 'Bets' },
      { value: 'transactions', label: 'Transactions', count: 120 },
      { value: 'redemptions', label: 'Redemptions' },
    ],
  },
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: /Transactions 99\+/ })).toBeVisible();
  },
};

/**
 * A page lays its parts out in a `Stack` (a grid): many pill tabs (a site's VIP levels) scroll inside their strip,
 * and the panel under them keeps the page's width instead of growing to the strip's (the VIP page once scrolled
 * sideways at 390 px).
 */
export const ManyPillsInsideAPage: Story = {
  args: {
    label: 'VIP levels',
    appearance: 'pill',
    items: Array.from({ length: 11 }, (_, level) => ({
      value: `vip${level}` as RecordKind,
      label: `VIP${level}`,
    })),
  },
  globals: { locale: 'en-US' },
  render: (args) => (
    <Stack gap="large">
      <TabsExample {...args} />
    </Stack>
  ),
  play: async ({ canvas, canvasElement }) => {
    const page = canvasElement.getBoundingClientRect();
    const panel = canvas.getByRole('tabpanel').getBoundingClientRect();
    await expect(panel.right).toBeLessThanOrEqual(page.right);
    await expect(canvas.getByRole('tablist').getBoundingClientRect().right).toBeLessThanOrEqual(page.right);
  },
};
