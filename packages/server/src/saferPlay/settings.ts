import { isSiteCode, requireSiteConfig, type SiteConfig } from '@platform/site-config';

export type SaferPlaySettings = NonNullable<SiteConfig['saferPlay']>;

/** The site's safer-play switches, or null when its config offers none (then nothing is shown or enforced). */
export function saferPlaySettingsOf(siteCode: string): SaferPlaySettings | null {
  return isSiteCode(siteCode) ? (requireSiteConfig(siteCode).saferPlay ?? null) : null;
}
