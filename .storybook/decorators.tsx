import type { Decorator } from '@storybook/react-vite';
import { SiteFrame } from '../packages/ui/src/test-support/SiteFrame.tsx';
import { isSiteCode, localeFromGlobal } from './siteGlobals.ts';

/**
 * Renders every story inside the site theme and language chosen in the toolbar (or forced per
 * test project through `storybookTest({ initialGlobals: { site } })`), with animations off so
 * play functions and screenshots see final frames.
 */
export const withSiteFrame: Decorator = (Story, context) => {
  const site = isSiteCode(context.globals.site) ? context.globals.site : 'hgty';
  const locale = localeFromGlobal(context.globals.locale);
  return (
    <SiteFrame site={site} locale={locale}>
      <div style={{ padding: 16, minHeight: '100dvh' }}>
        <Story />
      </div>
    </SiteFrame>
  );
};
