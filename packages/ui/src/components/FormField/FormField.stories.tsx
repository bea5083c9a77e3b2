import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import * as fieldStyles from './FormField.css.ts';
import { FormField } from './FormField.tsx';
import { leaveFocus } from './leaveFocus.ts';

/** FormField around a control of the caller's own (here a textarea), as composed forms use it. */
const meta = {
  title: 'Forms/FormField',
  component: FormField,
  args: {
    label: '问题描述',
    description: '请尽量详细描述您遇到的问题',
    children: (control) => (
      <div className={fieldStyles.controlFrame({ invalid: Boolean(control['aria-invalid']) })}>
        <textarea
          {...control}
          rows={3}
          className={fieldStyles.input}
          style={{ paddingBlock: 8, resize: 'none' }}
        />
      </div>
    ),
  },
  globals: { locale: 'zh-CN' },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['every-site'],
  play: async ({ canvasElement }) => {
    const textbox = within(canvasElement).getByRole('textbox', { name: '问题描述' });
    await expect(textbox).toHaveAccessibleDescription('请尽量详细描述您遇到的问题');
    await userEvent.type(textbox, '充值未到账');
    await expect(textbox).toHaveValue('充值未到账');
    await leaveFocus();
  },
};

export const WithMessage: Story = {
  args: { message: '请输入问题描述', required: true },
  play: async ({ canvasElement }) => {
    const textbox = within(canvasElement).getByRole('textbox', { name: '问题描述' });
    await expect(textbox).toHaveAttribute('aria-invalid', 'true');
    await expect(textbox).toHaveAttribute('aria-required', 'true');
    // The message comes first: it is what the member must act on.
    await expect(textbox).toHaveAccessibleDescription('请输入问题描述 请尽量详细描述您遇到的问题');
  },
};

export const EnglishText: Story = {
  args: { label: 'Describe the problem', description: 'The more detail, the faster we can help' },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Describe the problem' })).toBeVisible();
  },
};
