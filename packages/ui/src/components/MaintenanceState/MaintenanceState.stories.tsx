import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { MaintenanceState, maintenanceScopes } from './MaintenanceState.tsx';

const meta = {
  title: 'Feedback/MaintenanceState',
  component: MaintenanceState,
  globals: { locale: 'zh-CN' },
  argTypes: { scope: { control: 'inline-radio', options: maintenanceScopes } },
  args: { scope: 'site', expectedBackAt: '11月22日 04:00', onRetry: fn(), contactHref: '#/app/customer' },
} satisfies Meta<typeof MaintenanceState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['every-site'],
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('region', { name: '系统维护中' })).toBeVisible();
    await expect(canvas.getByText('预计 11月22日 04:00 恢复')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重新加载' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('link', { name: '联系客服' })).toHaveAttribute('href', '#/app/customer');
  },
};

export const Game: Story = {
  args: { scope: 'game', expectedBackAt: undefined, contactHref: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '游戏维护中' })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const WithoutActions: Story = {
  args: { onRetry: undefined, contactHref: undefined, expectedBackAt: undefined },
};

export const LongContent: Story = {
  args: {
    message:
      '尊敬的会员：平台将于 11 月 21 日 23:00 至 11 月 22 日 04:00 进行系统升级，期间所有服务暂停。升级完成后将第一时间恢复，给您带来的不便敬请谅解，感谢您的支持与理解。',
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-HK' },
  args: { expectedBackAt: '11月22日 04:00' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '系統維護中' })).toBeVisible();
  },
};

export const EnglishText: Story = {
  globals: { locale: 'en-US' },
  args: { expectedBackAt: 'Nov 22, 04:00' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Under maintenance' })).toBeVisible();
    await expect(canvas.getByText('Expected back at Nov 22, 04:00')).toBeVisible();
  },
};
