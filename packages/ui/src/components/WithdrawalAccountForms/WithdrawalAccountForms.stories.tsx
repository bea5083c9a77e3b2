import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { releaseFocus } from '../../story-fixtures/storySupport.ts';
import { AlipayForm } from './AlipayForm.tsx';
import { BankCardForm } from './BankCardForm.tsx';
import { VirtualCoinForm } from './VirtualCoinForm.tsx';

const banks = [
  { value: 'CMB', label: '招商银行' },
  { value: 'ICBC', label: '中国工商银行' },
  { value: 'CCB', label: '中国建设银行' },
];

const meta = {
  title: 'Member/WithdrawalAccountForms',
  component: BankCardForm,
  globals: { locale: 'zh-CN' },
  args: { banks, onSubmit: fn() },
} satisfies Meta<typeof BankCardForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['every-site'],
  name: 'Bank card',
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '确认添加' }));
    // Nothing is sent while a rule fails; every field says what is wrong.
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByText('请输入真实姓名')).toBeVisible();
    await expect(canvas.getByText('请选择开户银行')).toBeVisible();
    await expect(canvas.getByText('请输入银行卡号')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: '银行卡号' }), '4111 1111 1111 1112');
    await expect(canvas.getByText('银行卡号不正确')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: '持卡人姓名' }), '王小明');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '开户银行' }), 'CMB');
    await userEvent.clear(canvas.getByRole('textbox', { name: '银行卡号' }));
    await userEvent.type(canvas.getByRole('textbox', { name: '银行卡号' }), '6225 8801 2345 8896');
    await userEvent.click(canvas.getByRole('button', { name: '确认添加' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      holderName: '王小明',
      bankName: 'CMB',
      accountNumber: '6225880123458896',
    });
    releaseFocus(canvasElement);
  },
};

export const BankCardSubmitting: Story = {
  args: {
    submitting: true,
    defaultValues: { holderName: '王小明', bankName: 'CMB', accountNumber: '6225880123458896' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '确认添加' })).toBeDisabled();
  },
};

export const BankCardServerError: Story = {
  args: {
    serverError: '该银行卡已被绑定',
    defaultValues: { holderName: '王小明', bankName: 'CMB', accountNumber: '6225880123458896' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('该银行卡已被绑定');
  },
};

export const VirtualCoin: Story = {
  render: (args) => <VirtualCoinForm onSubmit={args.onSubmit} />,
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const address = canvas.getByRole('textbox', { name: '钱包地址' });
    await userEvent.type(address, '0x52908400098527886e0f7030069857d2e4169ee7');
    await userEvent.click(canvas.getByRole('button', { name: '确认添加' }));
    // An Ethereum address is not a TRC20 address.
    await expect(canvas.getByText('请输入正确的TRC20地址')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '链类型' }), 'ERC20');
    await userEvent.click(canvas.getByRole('button', { name: '确认添加' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      network: 'ERC20',
      accountNumber: '0x52908400098527886e0f7030069857d2e4169ee7',
    });
    releaseFocus(canvasElement);
  },
};

export const VirtualCoinTrc20: Story = {
  render: (args) => <VirtualCoinForm onSubmit={args.onSubmit} />,
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: '钱包地址' }),
      'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    );
    await userEvent.click(canvas.getByRole('button', { name: '确认添加' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      network: 'TRC20',
      accountNumber: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    });
    releaseFocus(canvasElement);
  },
};

export const Alipay: Story = {
  render: (args) => <AlipayForm onSubmit={args.onSubmit} />,
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '确认添加' }));
    await expect(canvas.getByText('请输入支付宝账号')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: '持卡人姓名' }), '王小明');
    await userEvent.type(canvas.getByRole('textbox', { name: '支付宝账号' }), '13800138000');
    await userEvent.click(canvas.getByRole('button', { name: '确认添加' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ holderName: '王小明', accountNumber: '13800138000' });
    releaseFocus(canvasElement);
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  args: { banks: [{ value: 'HSBC', label: 'HSBC' }] },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add account' }));
    await expect(canvas.getByText('Enter your real name')).toBeVisible();
    await expect(canvas.getByText('Please enter your bank card number')).toBeVisible();
    releaseFocus(canvasElement);
  },
};

export const TraditionalChineseVirtualCoin: Story = {
  globals: { locale: 'zh-HK' },
  render: (args) => <VirtualCoinForm onSubmit={args.onSubmit} defaultValues={{ network: 'ERC20' }} />,
};
