import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { releaseFocus } from '../../story-fixtures/storySupport.ts';
import { FeedbackForm, type FeedbackFormProps } from './FeedbackForm.tsx';

const types = [
  { value: 'deposit', label: '存款问题' },
  { value: 'withdraw', label: '提款问题' },
  { value: 'game', label: '游戏问题' },
  { value: 'suggestion', label: '建议' },
];

/** Submits like the page does: busy for a moment, then "submitted successfully". */
function SubmittingFeedbackForm(props: FeedbackFormProps) {
  const [submitting, setSubmitting] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  return (
    <FeedbackForm
      {...props}
      submitting={submitting}
      submitted={submitted}
      onSubmit={(values) => {
        props.onSubmit(values);
        setSubmitting(true);
        setTimeout(() => {
          setSubmitting(false);
          setSubmitted(true);
        }, 50);
      }}
    />
  );
}

const meta = {
  title: 'Member/FeedbackForm',
  component: FeedbackForm,
  globals: { locale: 'zh-CN' },
  args: { types, onSubmit: fn() },
  render: (args) => <SubmittingFeedbackForm {...args} />,
} satisfies Meta<typeof FeedbackForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['every-site'],
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByText('请选择反馈类型', { selector: 'p' })).toBeVisible();
    await expect(canvas.getByText('请输入反馈内容')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '反馈类型' }), 'withdraw');
    await userEvent.type(canvas.getByRole('textbox', { name: '反馈内容' }), '提款两小时仍未到账');
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      type: 'withdraw',
      content: '提款两小时仍未到账',
      images: [],
    });
    await expect(await canvas.findByText('提交成功')).toBeVisible();
    releaseFocus(canvasElement);
  },
};

export const ContentTooLong: Story = {
  args: { maxContentLength: 10 },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: '反馈内容' }), '这是一段超过十个字的反馈内容');
    await expect(canvas.getByText('反馈内容不能超过 10 字')).toBeVisible();
    releaseFocus(canvasElement);
  },
};

export const ContentTooShort: Story = {
  args: { minContentLength: 5 },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '反馈类型' }), 'game');
    await userEvent.type(canvas.getByRole('textbox', { name: '反馈内容' }), '卡顿');
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await expect(canvas.getByText('反馈内容至少 5 个字')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    releaseFocus(canvasElement);
  },
};

export const Submitting: Story = {
  render: (args) => <FeedbackForm {...args} submitting />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '提交' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  render: (args) => <FeedbackForm {...args} serverError="请再试一次" />,
};

export const English: Story = {
  globals: { locale: 'en-US' },
  args: { types: [{ value: 'deposit', label: 'Deposits' }] },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByText('Enter your feedback')).toBeVisible();
    releaseFocus(canvasElement);
  },
};
