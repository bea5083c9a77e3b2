import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { TextField } from '../TextField/index.ts';
import { FormFailure, PageCentred, PageColumn, PageForm, PageSection } from './PageLayout.tsx';

/** The layout every page of every app is made of: a column of sections and forms, or one centred message. */
const meta = {
  tags: ['every-site'],
  title: 'Page/Layout',
  component: PageColumn,
  globals: { locale: 'zh-CN' },
  args: {
    children: (
      <>
        <PageSection aria-label="账户余额">
          <span>中心钱包 ¥1,280.00</span>
          <Button tone="secondary">刷新</Button>
        </PageSection>
        <PageForm aria-label="修改登录密码" onSubmit={(event) => event.preventDefault()}>
          <TextField label="新密码" />
          <FormFailure>两次输入的密码不一致</FormFailure>
          <Button type="submit" block>
            确认修改
          </Button>
        </PageForm>
      </>
    ),
  },
} satisfies Meta<typeof PageColumn>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A section and a form one under the other, the form's failure between its field and its submit. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: '账户余额' }).getBoundingClientRect();
    const form = canvas.getByRole('form', { name: '修改登录密码' }).getBoundingClientRect();
    await expect(form.top).toBeGreaterThan(section.bottom);
    await expect(canvas.getByText('两次输入的密码不一致')).toBeVisible();
  },
};

/** A form alone on its page (sign-in, account settings) keeps the column's block padding. */
export const InsetForm: Story = {
  args: {
    children: (
      <PageForm inset aria-label="实名认证" onSubmit={(event) => event.preventDefault()}>
        <TextField label="真实姓名" />
        <Button type="submit" block>
          提交
        </Button>
      </PageForm>
    ),
  },
};

export const Centred: Story = {
  render: () => (
    <PageCentred role="status">
      <p>登录密码已修改，请重新登录</p>
      <Button>去登录</Button>
    </PageCentred>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('登录密码已修改');
  },
};

export const EnglishText: Story = {
  globals: { locale: 'en-US' },
  render: () => (
    <PageCentred>
      <p>This page does not exist</p>
      <Button>Back to home</Button>
    </PageCentred>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Back to home' })).toBeVisible();
  },
};
