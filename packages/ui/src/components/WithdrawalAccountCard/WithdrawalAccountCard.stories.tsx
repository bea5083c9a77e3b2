import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { releaseFocus } from '../../story-fixtures/storySupport.ts';
import { WithdrawalAccountCard } from './WithdrawalAccountCard.tsx';

const meta = {
  title: 'Member/WithdrawalAccountCard',
  component: WithdrawalAccountCard,
  globals: { locale: 'zh-CN' },
  args: {
    account: {
      kind: 'bankCard',
      id: 'c1',
      bankName: '招商银行',
      holderName: '王*明',
      cardNumber: '6225 8801 2345 8899',
    },
    onOpen: fn(),
  },
} satisfies Meta<typeof WithdrawalAccountCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Bank card',
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    // Only the last four digits are ever shown.
    await expect(canvas.getByText('**** 8899')).toBeVisible();
    await expect(canvas.queryByText(/6225/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /招商银行/ }));
    await expect(args.onOpen).toHaveBeenCalledWith(args.account);
    releaseFocus(canvasElement);
  },
};

export const VirtualCoin: Story = {
  args: {
    account: {
      kind: 'virtualCoin',
      id: 'v1',
      network: 'TRC20',
      address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('TLa2f6…5wYjU7')).toBeVisible();
  },
};

export const Alipay: Story = {
  args: {
    account: { kind: 'alipay', id: 'a1', holderName: '王*明', alipayAccount: '138****5678' },
    onOpen: undefined,
  },
};

export const LongBankName: Story = {
  args: {
    account: {
      kind: 'bankCard',
      id: 'c2',
      bankName: '中国农业银行股份有限公司北京朝阳区分行营业部',
      holderName: '欧阳*华',
      cardNumber: '6228480012345678901',
    },
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  args: {
    account: {
      kind: 'virtualCoin',
      id: 'v2',
      network: 'ERC20',
      address: '0x52908400098527886E0F7030069857D2E4169EE7',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Virtual coin USDT-ERC20')).toBeVisible();
  },
};

/** A saved account from the API, whose number the server already masked: shown exactly as sent. */
export const MaskedByServer: Story = {
  args: {
    account: { kind: 'alipay', id: 'a2', holderName: '王*明', alipayAccount: 'wa***@example.com' },
    maskedByServer: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('wa***@example.com')).toBeVisible();
  },
};
