import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { appearanceTimeoutMs } from '../packages/ui/src/test-support/appearanceTimeout.ts';
import { expectImagesLoaded, imagesMayNotLoad } from '../packages/ui/src/test-support/imagesLoaded.ts';
import { withSiteFrame } from './decorators.tsx';
import { defaultStorySite, localeChoices, siteCodes } from './siteGlobals.ts';

// Play functions wait for what loads (findBy…, waitFor) up to this bound, not Testing Library's 1 s.
configure({ asyncUtilTimeout: appearanceTimeoutMs });

const preview = {
  decorators: [withSiteFrame],
  // Every story, in every site project and in the screenshot suite (which runs stories through
  // `composeStories`), fails when an image it shows did not load.
  afterEach: async ({ canvasElement, parameters }) => {
    if (!imagesMayNotLoad(parameters)) {
      await expectImagesLoaded(canvasElement);
    }
  },
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
    site: defaultStorySite,
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
