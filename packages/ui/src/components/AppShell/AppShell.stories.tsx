import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { AppShell } from './AppShell.tsx';
import { NavBar, NavBarAction } from './NavBar.tsx';
import { SiteLogo } from './SiteLogo.tsx';
import { TabBar, type TabBarItem } from './TabBar.tsx';
import { TabBarIcon } from './TabBarIcon.tsx';

type Section = 'home' | 'activity' | 'customer' | 'sponsor' | 'center';

const sections: readonly Omit<TabBarItem<Section>, 'label'>[] = [
  { value: 'home', href: '#/app/home', icon: <TabBarIcon name="home" /> },
  { value: 'activity', href: '#/activity/list', icon: <TabBarIcon name="activity" /> },
  { value: 'customer', href: '#/app/customer', icon: <TabBarIcon name="customerService" /> },
  { value: 'sponsor', href: '#/app/sponsor', icon: <TabBarIcon name="sponsor" /> },
  { value: 'center', href: '#/app/center', icon: <TabBarIcon name="userCentre" /> },
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
              <TabBarIcon name="customerService" />
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
  tags: ['every-site'],
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

/** A title longer than the bar (English runs a third longer than Chinese) wraps onto a second line, never cut. */
export const LongEnglishTitle: Story = {
  args: {
    title: 'Withdrawal password set successfully',
    onBack: fn(),
    tabs: tabsLabelled(
      { home: 'Home', activity: 'Promotions', customer: 'Support', sponsor: 'Sponsor', center: 'Me' },
      3,
    ),
    body: 'Page content',
  },
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 1, name: 'Withdrawal password set successfully' });
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
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

/** The home's nav bar: the site's logo is the page's heading, named by the logo's alt text. */
export const HomeWithLogo: Story = {
  render: (args) => (
    <AppShell navBar={<NavBar title={<SiteLogo />} />}>
      <p>{args.body}</p>
    </AppShell>
  ),
  play: async ({ canvas }) => {
    const logo = canvas.getByRole('img');
    await expect(canvas.getByRole('heading', { level: 1 })).toContainElement(logo);
    await expect(logo).toHaveAccessibleName(/.+/);
    await waitFor(() => expect((logo as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
  },
};
