export { type Migration, migrateSiteConfig, siteConfigMigrations } from './migrations.ts';
export * from './schema/homeBlocksSchema.ts';
export {
  CURRENT_SITE_CONFIG_VERSION,
  type SiteConfig,
  SiteConfigSchema,
  type SiteConfigShape,
} from './schema/siteConfigSchema.ts';
export { type ThemeTokens, ThemeTokensSchema } from './schema/themeTokensSchema.ts';
export { DEFAULT_SITE_CODE, siteConfigs } from './siteConfigs.ts';
export { siteConfigForHost, statisticsScriptsForHost } from './siteResolution.ts';
export { type ConfigIssue, formatConfigIssue } from './validation/configIssue.ts';
export { contrastRatio, parseCssColor } from './validation/cssColor.ts';
export {
  contrastPairs,
  MINIMUM_CONTROL_HEIGHT_PX,
  MINIMUM_TEXT_CONTRAST,
} from './validation/semanticRules.ts';
export {
  loadSiteConfig,
  SiteConfigError,
  type SiteConfigValidation,
  validateSiteConfig,
  validateSiteConfigText,
} from './validation/validateSiteConfig.ts';
