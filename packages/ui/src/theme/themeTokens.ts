export type { SiteCode } from '@platform/domain';
export type { ThemeTokens } from '@platform/site-config';
