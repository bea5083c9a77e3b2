import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { releaseFocus } from '../../story-fixtures/storySupport.ts';
import { WithdrawalAccountCard } from './WithdrawalAccountCard.tsx';

// Accounts as the API sends them: the numbers are masked by the server and shown exactly as sent.
const meta = {
  title: 'Member/WithdrawalAccountCard',
  component: WithdrawalAccountCard,
  globals: { locale: 'zh-CN' },
  args: {
    account: {
      id: 'c1',
      kind: 'bank_card',
      network: null,
      bankName: '招商银行',
      holderName: '王*明',
      accountNumberMasked: '**** **** **** 8899',
    },
    onOpen: fn(),
  },
} satisfies Meta<typeof WithdrawalAccountCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['every-site'],
  name: 'Bank card',
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expect(canvas.getByText('**** **** **** 8899')).toBeVisible();
    await expect(canvas.getByText('持有人 王*明')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /招商银行/ }));
    await expect(args.onOpen).toHaveBeenCalledWith(args.account);
    releaseFocus(canvasElement);
  },
};

export const VirtualCoin: Story = {
  args: {
    account: {
      id: 'v1',
      kind: 'virtual_coin',
      network: 'TRC20',
      bankName: '',
      holderName: '王*明',
      accountNumberMasked: 'TLa2f6…YjU7',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('虚拟币 USDT-TRC20')).toBeVisible();
    await expect(canvas.getByText('TLa2f6…YjU7')).toBeVisible();
  },
};

export const Alipay: Story = {
  args: {
    account: {
      id: 'a1',
      kind: 'alipay',
      network: null,
      bankName: '',
      holderName: '王*明',
      accountNumberMasked: '138****5678',
    },
    onOpen: undefined,
  },
};

export const LongBankName: Story = {
  args: {
    account: {
      id: 'c2',
      kind: 'bank_card',
      network: null,
      bankName: '中国农业银行股份有限公司北京朝阳区分行营业部',
      holderName: '欧阳*华',
      accountNumberMasked: '**** **** **** 8901',
    },
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  args: {
    account: {
      id: 'v2',
      kind: 'virtual_coin',
      network: 'ERC20',
      bankName: '',
      holderName: 'Wang Ming',
      accountNumberMasked: '0x5290…9EE7',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Virtual coin USDT-ERC20')).toBeVisible();
  },
};

/** An Alipay e-mail keeps the domain the server chose to show. */
export const AlipayEmail: Story = {
  args: {
    account: {
      id: 'a2',
      kind: 'alipay',
      network: null,
      bankName: '',
      holderName: '王*明',
      accountNumberMasked: 'wa***@example.com',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('wa***@example.com')).toBeVisible();
  },
};
