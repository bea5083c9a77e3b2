import { loadCatalogsInEveryLanguage } from '@platform/ui';
import type { Decorator } from '@storybook/react-vite';
import { memberAppCatalogAreas } from '../app/src/i18n/memberAppCatalogs.ts';
import { SiteFrame } from '../packages/ui/src/test-support/SiteFrame.tsx';
import { defaultStorySite, isSiteCode, localeFromGlobal } from './siteGlobals.ts';

/** The design system's and the member app's strings in every language: the toolbar switches between them. */
const catalogsByLanguage = await loadCatalogsInEveryLanguage(memberAppCatalogAreas);

/**
 * Renders every story inside the site theme and language chosen in the toolbar (or forced per
 * test project through `storybookTest({ initialGlobals: { site } })`), with animations off so
 * play functions and screenshots see final frames. Stories of whole pages set
 * `parameters: { pageLayout: true }` to drop the padding around them.
 */
export const withSiteFrame: Decorator = (Story, context) => {
  const site = isSiteCode(context.globals.site) ? context.globals.site : defaultStorySite;
  const locale = localeFromGlobal(context.globals.locale);
  // Page-level stories (the app shell, site previews) fill the screen edge to edge.
  const padded = context.parameters.pageLayout !== true;
  return (
    <SiteFrame site={site} locale={locale} catalogsByLanguage={catalogsByLanguage}>
      <div style={{ padding: padded ? 16 : 0, minHeight: '100dvh' }}>
        <Story />
      </div>
    </SiteFrame>
  );
};
