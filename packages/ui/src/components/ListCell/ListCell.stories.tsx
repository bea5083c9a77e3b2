import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { ListCell } from './ListCell.tsx';
import { ListGroup } from './ListGroup.tsx';

const LockIcon = () => (
  <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <rect x="4" y="9" width="12" height="8" rx="2" fill="currentColor" />
    <path d="M7 9V6a3 3 0 016 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
  </svg>
);

const meta = {
  title: 'Layout/ListCell',
  component: ListCell,
  render: (args) => (
    <ListGroup title="账户安全">
      <ListCell {...args} />
    </ListGroup>
  ),
  args: { title: '登录密码', value: '修改', href: '#/setting/password' },
} satisfies Meta<typeof ListCell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['every-site'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '账户安全' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '登录密码 修改' })).toHaveAttribute(
      'href',
      '#/setting/password',
    );
  },
};

export const AsButton: Story = {
  args: { href: undefined, onClick: fn(), title: '清除缓存', value: '12.3 MB' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '清除缓存 12.3 MB' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Static: Story = {
  args: { href: undefined, title: '账号', value: 'player888' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Disabled: Story = {
  args: { disabled: true, title: '提现密码', value: '未开放' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '提现密码 未开放' })).toBeDisabled();
  },
};

export const WithIconAndDescription: Story = {
  args: { icon: <LockIcon />, description: '定期修改密码更安全', value: <Badge dot label="建议修改" /> },
};

export const Group: Story = {
  render: () => (
    <ListGroup title="个人资料" footer="手机号和邮箱用于找回密码。">
      <ListCell title="真实姓名" value="张三" href="#/personalInfo/name" />
      <ListCell title="手机号码" value="未绑定" href="#/personalInfo/phone" />
      <ListCell title="邮箱" value="z***@example.com" href="#/personalInfo/mail" />
    </ListGroup>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('手机号和邮箱用于找回密码。')).toBeVisible();
  },
};

/** Rows whose value is an action, as the security centre lists signed-in devices: this one, and others to sign out. */
export const WithAction: Story = {
  render: () => (
    <ListGroup title="已登录设备">
      <ListCell title="Chrome · Android" description="深圳 · 最近活动 2026-11-26 21:40" value="本机" />
      <ListCell
        title="Safari · iPhone"
        description="香港 · 最近活动 2026-11-20 09:12"
        value={
          <Button tone="secondary" onClick={fn()} aria-label="让此设备退出登录: Safari · iPhone">
            让此设备退出登录
          </Button>
        }
      />
    </ListGroup>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole('region', { name: '已登录设备' });
    await expect(group).toHaveTextContent('本机');
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: '让此设备退出登录: Safari · iPhone' })).toBeVisible();
  },
};

export const LongContent: Story = {
  args: {
    title: '绑定的银行卡：中国工商银行股份有限公司深圳市分行营业部储蓄卡',
    description: '尾号 8888 · 持卡人 张三丰 · 添加于 2026-11-21 15:30',
    value: '默认提现账户（长文本示例）',
  },
  play: async ({ canvas }) => {
    // The value wraps within its half of the row: every character stays readable.
    const value = canvas.getByText('默认提现账户（长文本示例）');
    await expect(value.scrollWidth).toBeLessThanOrEqual(value.clientWidth);
  },
};

export const EnglishText: Story = {
  args: { title: 'Login password', value: 'Change' },
  render: (args) => (
    <ListGroup title="Security">
      <ListCell {...args} />
    </ListGroup>
  ),
  globals: { locale: 'en-US' },
};
