import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AppShell } from './AppShell.tsx';
import { NavBar, NavBarAction } from './NavBar.tsx';
import { TabBar, type TabBarItem } from './TabBar.tsx';

type Section = 'home' | 'activity' | 'customer' | 'sponsor' | 'center';

const Shape = ({ path }: { path: string }) => (
  <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={path} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
  </svg>
);

const sections: readonly Omit<TabBarItem<Section>, 'label'>[] = [
  { value: 'home', href: '#/app/home', icon: <Shape path="M3 11l9-7 9 7v9H3z" /> },
  { value: 'activity', href: '#/activity/list', icon: <Shape path="M4 8h16v12H4zM12 8v12M4 8l8-4 8 4" /> },
  { value: 'customer', href: '#/app/customer', icon: <Shape path="M4 13a8 8 0 0116 0v5H4z" /> },
  {
    value: 'sponsor',
    href: '#/app/sponsor',
    icon: <Shape path="M12 3l3 6 6 1-4.5 4 1 6-5.5-3-5.5 3 1-6L3 10l6-1z" />,
  },
  {
    value: 'center',
    href: '#/app/center',
    icon: <Shape path="M12 12a4 4 0 100-8 4 4 0 000 8zM4 21a8 8 0 0116 0" />,
  },
];

/** The five home-level sections with labels in one language and an unread count on "me". */
const tabsLabelled = (labels: Record<Section, string>, unread: number): readonly TabBarItem<Section>[] =>
  sections.map((section) => ({
    ...section,
    label: labels[section.value],
    ...(section.value === 'center' ? { count: unread } : {}),
  }));

const chineseTabs = tabsLabelled(
  { home: '首页', activity: '优惠', customer: '客服', sponsor: '赞助', center: '我的' },
  3,
);

type ShellArgs = {
  title: string;
  onBack?: () => void;
  onNavigate: (value: Section) => void;
  current: Section;
  tabs: readonly TabBarItem<Section>[];
  withTabBar: boolean;
  body: string;
};

function ShellExample({ title, onBack, onNavigate, current, tabs, withTabBar, body }: ShellArgs) {
  return (
    <AppShell
      navBar={
        <NavBar
          title={title}
          onBack={onBack}
          actions={
            <NavBarAction label="客服" onClick={() => onNavigate('customer')}>
              <Shape path="M4 13a8 8 0 0116 0v5H4z" />
            </NavBarAction>
          }
        />
      }
      tabBar={
        withTabBar ? (
          <TabBar
            items={tabs}
            value={current}
            onNavigate={(value, event) => {
              event.preventDefault();
              onNavigate(value);
            }}
          />
        ) : undefined
      }
    >
      <p>{body}</p>
    </AppShell>
  );
}

const meta = {
  title: 'Layout/AppShell',
  component: ShellExample,
  globals: { locale: 'zh-CN' },
  parameters: { pageLayout: true },
  args: {
    title: '首页',
    current: 'home',
    tabs: chineseTabs,
    withTabBar: true,
    body: '页面内容',
    onNavigate: fn(),
  },
} satisfies Meta<typeof ShellExample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '首页' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('link', { name: /我的/ }));
    await expect(args.onNavigate).toHaveBeenCalledWith('center');
  },
};

export const WithBack: Story = {
  args: { title: '交易记录', withTabBar: false, onBack: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '返回' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: '客服' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('customer');
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '客服' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '首页' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('activity');
  },
};

export const LongContent: Story = {
  args: {
    title: '虚拟币提现账户绑定说明与常见问题解答',
    onBack: fn(),
    body: '内容'.repeat(400),
  },
};

export const EnglishText: Story = {
  args: {
    title: 'Home',
    onBack: fn(),
    tabs: tabsLabelled(
      { home: 'Home', activity: 'Promotions', customer: 'Support', sponsor: 'Sponsor', center: 'Me' },
      120,
    ),
    body: 'Page content',
  },
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  },
};
