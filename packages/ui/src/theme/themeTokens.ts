export type { SiteCode, ThemeTokens } from '@platform/site-config';
