import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';

const config = {
  // The design system's components, and the app's composed pages (site previews, operator playground).
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)', '../app/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Site logos and currency icons, at the same URLs the server uses; and the few story pictures that must be
  // files at a server-style URL (a versioned .webp sibling), under /story-assets.
  staticDirs: [
    { from: '../site-configs/assets', to: '/site-assets' },
    { from: '../packages/ui/src/story-fixtures/static', to: '/story-assets' },
  ],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) => mergeConfig(viteConfig, { plugins: [vanillaExtractPlugin()] }),
} satisfies StorybookConfig;

export default config;
