import type { ReactNode } from 'react';
import { type RenderResult, render } from 'vitest-browser-react';
import type { Locale } from '../i18n/index.ts';
import type { SiteCode } from '../theme/index.ts';
import { SiteFrame } from './SiteFrame.tsx';

export type RenderWithSiteOptions = {
  /** Defaults to hgty, the build's default site. */
  site?: SiteCode;
  /** Defaults to the site's default language. */
  locale?: Locale;
};

/** Renders `ui` in Chromium inside a site's theme and language (for component tests). */
export function renderWithSite(
  ui: ReactNode,
  { site = 'hgty', locale }: RenderWithSiteOptions = {},
): Promise<RenderResult> {
  return render(
    <SiteFrame site={site} locale={locale}>
      {ui}
    </SiteFrame>,
  );
}
