import type { Preview } from '@storybook/react-vite';
import { withSiteFrame } from './decorators.tsx';
import { localeChoices, siteCodes } from './siteGlobals.ts';

const preview = {
  decorators: [withSiteFrame],
  globalTypes: {
    site: {
      description: 'Site theme',
      toolbar: { title: 'Site', icon: 'paintbrush', items: [...siteCodes], dynamicTitle: true },
    },
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: localeChoices.map((value) => ({
          value,
          title: value === 'siteDefault' ? "Site's default" : value,
        })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    site: 'hgty',
    locale: 'siteDefault',
    viewport: { value: 'phone', isRotated: false },
  },
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        phoneSmall: { name: 'Phone 320', styles: { width: '320px', height: '640px' }, type: 'mobile' },
        phone: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        phoneLarge: { name: 'Phone 430', styles: { width: '430px', height: '932px' }, type: 'mobile' },
      },
    },
    // An axe violation fails the story's test, in every state a play function reaches.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  tags: ['autodocs'],
} satisfies Preview;

export default preview;
