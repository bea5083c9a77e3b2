import { validationMessage } from '@platform/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { leaveFocus } from '../FormField/leaveFocus.ts';
import { type PhoneArea, PhoneField } from './PhoneField.tsx';

const areas: PhoneArea[] = [
  { code: '86', name: '中国大陆' },
  { code: '852', name: '中国香港' },
  { code: '853', name: '中国澳门' },
  { code: '886', name: '中国台湾' },
  { code: '63', name: '菲律宾' },
];

const meta = {
  title: 'Forms/PhoneField',
  component: PhoneField,
  args: {
    label: '手机号码',
    placeholder: '请输入手机号码',
    areas,
    onValueChange: fn(),
    onAreaCodeChange: fn(),
  },
  globals: { locale: 'zh-CN' },
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['every-site'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '手机号码' });
    await expect(input).toHaveAttribute('type', 'tel');
    await expect(input).toHaveAttribute('autocomplete', 'tel-national');
    await expect(canvas.getByRole('combobox', { name: '区号' })).toHaveValue('86');
    await expect(canvas.getByText('+86')).toBeVisible();
    await leaveFocus();
  },
};

export const ChangeAreaCode: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '手机号码' });
    await userEvent.type(input, '13812345678');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '区号' }), '852');
    await expect(args.onAreaCodeChange).toHaveBeenLastCalledWith('852');
    await expect(canvas.getByText('+852')).toBeVisible();
    await userEvent.click(input);
    await userEvent.tab();
    // An 11-digit mainland number is not a Hong Kong number.
    const message = validationMessage('PHONE_NUMBER_INVALID', 'zh-CN');
    await expect(canvas.getByText(message)).toBeVisible();
    await expect(input).toHaveAccessibleDescription(message);
    await userEvent.clear(input);
    await userEvent.type(input, '51234567');
    await expect(canvas.queryByText(message)).toBeNull();
    await leaveFocus();
  },
};

export const Filled: Story = {
  args: { defaultAreaCode: '852', defaultValue: '51234567' },
};

export const Required: Story = {
  args: { showValidation: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(validationMessage('PHONE_NUMBER_REQUIRED', 'zh-CN')),
    ).toBeVisible();
    await leaveFocus();
  },
};

export const BoundPhoneRequired: Story = {
  args: { label: '绑定手机号', requiredField: 'boundPhone', showValidation: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(validationMessage('BOUND_PHONE_REQUIRED', 'zh-CN')),
    ).toBeVisible();
    await leaveFocus();
  },
};

export const NoAreas: Story = {
  args: { areas: [], defaultValue: '13812345678', showValidation: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(validationMessage('AREA_CODE_REQUIRED', 'zh-CN')),
    ).toBeVisible();
    await leaveFocus();
  },
};

export const Disabled: Story = {
  args: { defaultValue: '13812345678', disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: '手机号码' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: '区号' })).toBeDisabled();
    await leaveFocus();
  },
};

export const LongContent: Story = {
  args: {
    label: '用于接收短信验证码及资金变动通知的手机号码',
    areas: [{ code: '1268', name: '安提瓜和巴布达' }, ...areas],
    defaultValue: '4641234',
    description: '更换手机号码后，原手机号码将无法用于登录和找回密码。',
  },
};

export const EnglishText: Story = {
  args: {
    label: 'Phone number',
    placeholder: 'Enter your phone number',
    areas: [
      { code: '1', name: 'United States' },
      { code: '44', name: 'United Kingdom' },
      { code: '86', name: 'Mainland China' },
    ],
  },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Area code' })).toHaveValue('1');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number' }), '123');
    await userEvent.tab();
    await expect(canvas.getByText(validationMessage('PHONE_NUMBER_INVALID', 'en-US'))).toBeVisible();
    await leaveFocus();
  },
};
