import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { Row } from './Row.tsx';
import { Surface, surfaceElements } from './Surface.tsx';

const meta = {
  title: 'Layout/Surface',
  component: Surface,
  globals: { locale: 'zh-CN' },
  argTypes: { as: { control: 'inline-radio', options: surfaceElements } },
  args: {
    as: 'section',
    'aria-label': '账户安全',
    children: (
      <>
        <strong>账户安全</strong>
        <span>绑定手机号码后，可以使用短信验证码找回密码。</span>
        <Row>
          <span>手机号码</span>
          <Button tone="secondary">去绑定</Button>
        </Row>
      </>
    ),
  },
} satisfies Meta<typeof Surface>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A flat panel, the shape of an article, a record detail or a form. */
export const Default: Story = {
  tags: ['every-site'],
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: '账户安全' });
    await expect(panel).toBeVisible();
    await expect(canvas.getByRole('button', { name: '去绑定' })).toBeVisible();
  },
};

/** A raised card with larger corners, the shape of the wallet and asset summaries. */
export const Raised: Story = {
  args: { raised: true, radius: 'large', gap: 'small' },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('region', { name: '账户安全' })).boxShadow).not.toBe(
      'none',
    );
  },
};

/** Centred content with generous padding, the shape of the invite card and prompts. */
export const Centered: Story = {
  args: {
    raised: true,
    radius: 'large',
    padding: 'large',
    align: 'center',
    gap: 'small',
    children: (
      <>
        <strong>邀请好友</strong>
        <span>好友通过您的链接注册并完成首存，您可获得奖励。</span>
        <Button>复制链接</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByText('邀请好友').parentElement as HTMLElement).textAlign).toBe(
      'center',
    );
  },
};

export const EnglishText: Story = {
  globals: { locale: 'en-US' },
  args: {
    'aria-label': 'Account security',
    children: (
      <>
        <strong>Account security</strong>
        <span>Bind a phone number to reset your password with a text message code.</span>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Account security' })).toBeVisible();
  },
};
