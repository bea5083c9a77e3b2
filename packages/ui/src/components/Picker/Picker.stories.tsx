import type { UsdtNetwork } from '@platform/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Picker, type PickerProps } from './Picker.tsx';

type Network = UsdtNetwork;

function PickerExample(props: Omit<PickerProps<Network>, 'value'> & { initialValue?: Network | null }) {
  const { initialValue = null, onChange, ...rest } = props;
  const [value, setValue] = useState<Network | null>(initialValue);
  return (
    <Picker
      {...rest}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const networks = [
  { value: 'TRC20', label: 'TRC20', description: '波场网络，手续费低' },
  { value: 'ERC20', label: 'ERC20', description: '以太坊网络' },
] as const;

const meta = {
  title: 'Layout/Picker',
  component: PickerExample,
  globals: { locale: 'zh-CN' },
  args: { label: '链类型', options: networks, onChange: fn() },
} satisfies Meta<typeof PickerExample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['every-site'],
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByRole('button', { name: '链类型 请选择' });
    await userEvent.click(field);
    await canvas.findByRole('dialog', { name: '链类型' });
    await userEvent.click(canvas.getByRole('radio', { name: /ERC20/ }));
    await expect(args.onChange).toHaveBeenCalledWith('ERC20');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: '链类型 ERC20' })).toBeVisible();
  },
};

export const KeyboardChoice: Story = {
  args: { initialValue: 'TRC20' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('dialog', { name: '链类型' });
    await expect(canvas.getByRole('radio', { name: /TRC20/ })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenCalledWith('ERC20');
  },
};

export const Empty: Story = {
  args: { options: [] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /链类型/ }));
    await expect(await canvas.findByText('暂无可选项')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, initialValue: 'TRC20' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '链类型 TRC20' })).toBeDisabled();
  },
};

export const LongContent: Story = {
  args: {
    label: '开户银行',
    options: [
      { value: 'TRC20', label: '中国工商银行股份有限公司北京市分行营业部（示例超长名称）' },
      { value: 'ERC20', label: '中国农业银行' },
    ],
    initialValue: 'TRC20',
  },
};

export const EnglishText: Story = {
  args: { label: 'Network', options: [{ value: 'TRC20', label: 'TRC20', description: 'TRON, low fees' }] },
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Network Select' })).toBeVisible();
  },
};
