import { requireSiteConfig } from '@platform/site-config';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent } from 'storybook/test';
import { SiteConfigPlayground } from './SiteConfigPlayground.tsx';

/** Paste or edit a site config: the composed home and tab bar follow at once, problems are listed with their path. */
const meta = {
  tags: ['every-site'],
  title: 'App/Operator playground',
  component: SiteConfigPlayground,
  parameters: { layout: 'fullscreen' },
  args: { initialConfig: requireSiteConfig('hgty') },
} satisfies Meta<typeof SiteConfigPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Valid: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/配置有效|The config is valid/)).toBeVisible();
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: /导航|導航|navigation/i })).toBeVisible();
  },
};

/** A new site's edits: a colour that is not CSS and a tab bar with one tab, each reported at its JSON path. */
export const WithProblems: Story = {
  play: async ({ canvas, args }) => {
    const edited = structuredClone(args.initialConfig) as unknown as {
      theme: { colors: { brand: string } };
      tabBar: unknown[];
    };
    edited.theme.colors.brand = 'not-a-colour';
    edited.tabBar = edited.tabBar.slice(0, 1);
    fireEvent.change(canvas.getByRole('textbox'), { target: { value: JSON.stringify(edited, null, 2) } });
    const problems = canvas.getByRole('alert');
    await expect(problems).toHaveTextContent('$.theme.colors.brand');
    await expect(problems).toHaveTextContent('$.tabBar');
  },
};
