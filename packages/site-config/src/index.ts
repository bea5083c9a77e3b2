export {
  type ComposerEditableField,
  composerEditableFields,
  fieldsOnlyTheFileChanges,
} from './composer/composerEditableFields.ts';
export {
  type ComposerPreviewReady,
  type ComposerPreviewShow,
  composerPreviewReady,
  composerPreviewShow,
  isComposerPreviewReady,
  isComposerPreviewShow,
} from './composerPreview.ts';
export { defaultTabBar, type Migration, migrateSiteConfig, siteConfigMigrations } from './migrations.ts';
export * from './schema/consoleSchema.ts';
export * from './schema/homeBlocksSchema.ts';
export * from './schema/securityCentreSchema.ts';
export * from './schema/securityCentreSettings.ts';
export {
  CURRENT_SITE_CONFIG_VERSION,
  type SiteCode,
  type SiteConfig,
  SiteConfigSchema,
  type SiteConfigShape,
} from './schema/siteConfigSchema.ts';
export * from './schema/tabBarSchema.ts';
export { type ThemeTokens, ThemeTokensSchema } from './schema/themeTokensSchema.ts';
export { assetUrlPattern } from './schema/tokenPatterns.ts';
export { SITE_ASSET_URL_PREFIX } from './siteAssets.ts';
export { requireSiteConfig, siteConfigs } from './siteConfigs.ts';
export {
  DEFAULT_SITE_CODE,
  importBuiltSiteConfig,
  isSiteCode,
  loadSiteConfig,
  siteCodeForHost,
  siteCodes,
} from './siteList.ts';
export {
  appRendererFile,
  appRendererFolder,
  sitePageCandidates,
  sitePageFile,
  siteShellFile,
} from './sitePages.ts';
export {
  allStatisticsScriptUrls,
  type StatisticsScript,
  statisticsScriptsForHost,
  statisticsScriptUrl,
} from './statisticsScripts.ts';
export { type ConfigIssue, formatConfigIssue } from './validation/configIssue.ts';
export { configStrings } from './validation/configStrings.ts';
export { contrastRatio, parseCssColor } from './validation/cssColor.ts';
export { MINIMUM_CONTROL_HEIGHT_PX } from './validation/semanticRules.ts';
export {
  type ContrastShortfall,
  contrastPairs,
  contrastShortfalls,
  MINIMUM_TEXT_CONTRAST,
  type ThemeColorName,
} from './validation/themeContrast.ts';
export {
  parseSiteConfig,
  SiteConfigError,
  type SiteConfigValidation,
  validateSiteConfig,
  validateSiteConfigText,
} from './validation/validateSiteConfig.ts';
