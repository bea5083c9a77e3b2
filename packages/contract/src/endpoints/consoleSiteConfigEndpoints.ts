import { defineEndpoint, type EndpointDefinition } from '../defineEndpoint.ts';
import { SiteQuery } from './consoleSchemas.ts';
import {
  ImportedSiteConfig,
  ImportSiteConfigBody,
  OpenSiteDraftBody,
  PublishedSiteConfig,
  PublishSiteConfigBody,
  RollBackSiteConfigBody,
  SaveSiteDraftBody,
  SiteConfigOverview,
  SiteConfigProblems,
  SiteConfigVersionFile,
  SiteConfigVersionQuery,
  SiteDraft,
  ValidateSiteConfigBody,
} from './consoleSiteConfigSchemas.ts';
import { CONSOLE_PATH_PREFIX } from './consoleVocabulary.ts';

/**
 * The page composer's calls (issue 25): a site's config versions, drafts, publish and rollback. Reading, exporting
 * and drafting need `editContent` or `publishSite` on the site (composeSitePermissions); publish, rollback and opening another
 * operator's draft (the composer-to-publisher hand-off) `publishSite` (outside the operator's scope: CONSOLE_NOT_FOUND); every change is audited with the version numbers
 * before and after. Members are served a published version on their next page load.
 */
const SITE_CONFIG = `${CONSOLE_PATH_PREFIX}/site-config`;
const ScopedErrors = [
  'CONSOLE_SESSION_INVALID',
  'CONSOLE_TWO_STEP_PENDING',
  'CONSOLE_ORIGIN_REFUSED',
  'CONSOLE_NOT_FOUND',
  'CONSOLE_PERMISSION_DENIED',
] as const;

export const consoleSiteConfigEndpoints = {
  consoleSiteConfig: defineEndpoint({
    name: 'consoleSiteConfig',
    method: 'GET',
    path: SITE_CONFIG,
    auth: 'operator',
    encoding: 'none',
    summary:
      "editContent or publishSite: the site's published config, its versions, the operator's draft and who else has one open",
    query: SiteQuery,
    response: SiteConfigOverview,
    errors: ScopedErrors,
  }),
  consoleSiteConfigVersion: defineEndpoint({
    name: 'consoleSiteConfigVersion',
    method: 'GET',
    path: `${SITE_CONFIG}/version`,
    auth: 'operator',
    encoding: 'none',
    summary: 'editContent or publishSite: one version of the config, whole, to export as the site file',
    query: SiteConfigVersionQuery,
    response: SiteConfigVersionFile,
    errors: ScopedErrors,
  }),
  consoleSaveSiteDraft: defineEndpoint({
    name: 'consoleSaveSiteDraft',
    method: 'POST',
    path: `${SITE_CONFIG}/draft`,
    auth: 'operator',
    encoding: 'json',
    summary:
      "editContent or publishSite: saves the operator's draft of the site (kept even when invalid) with its problems",
    body: SaveSiteDraftBody,
    response: SiteDraft,
    errors: ScopedErrors,
  }),
  consoleOpenSiteDraft: defineEndpoint({
    name: 'consoleOpenSiteDraft',
    method: 'POST',
    path: `${SITE_CONFIG}/draft/open`,
    auth: 'operator',
    encoding: 'json',
    summary:
      "publishSite: another operator's draft of the site (config and base version) replaces the caller's own, to publish it; CONSOLE_NOT_FOUND when they have none",
    body: OpenSiteDraftBody,
    response: SiteDraft,
    errors: ScopedErrors,
  }),
  consoleValidateSiteConfig: defineEndpoint({
    name: 'consoleValidateSiteConfig',
    method: 'POST',
    path: `${SITE_CONFIG}/validate`,
    auth: 'operator',
    encoding: 'json',
    summary:
      'editContent or publishSite: the problems of a config (schema and migrations of validate-sites), by JSON path',
    body: ValidateSiteConfigBody,
    response: SiteConfigProblems,
    errors: ScopedErrors,
  }),
  consoleImportSiteConfig: defineEndpoint({
    name: 'consoleImportSiteConfig',
    method: 'POST',
    path: `${SITE_CONFIG}/import`,
    auth: 'operator',
    encoding: 'json',
    summary:
      "editContent or publishSite: a site file's text becomes the operator's draft, based on the published version; its problems",
    body: ImportSiteConfigBody,
    response: ImportedSiteConfig,
    errors: ScopedErrors,
  }),
  consolePublishSiteConfig: defineEndpoint({
    name: 'consolePublishSiteConfig',
    method: 'POST',
    path: `${SITE_CONFIG}/publish`,
    auth: 'operator',
    encoding: 'json',
    summary:
      "publishSite: the operator's draft becomes the next version, served to members on their next page load",
    body: PublishSiteConfigBody,
    response: PublishedSiteConfig,
    errors: [...ScopedErrors, 'CONSOLE_SITE_VERSION_STALE', 'CONSOLE_SITE_CONFIG_INVALID'],
  }),
  consoleRollBackSiteConfig: defineEndpoint({
    name: 'consoleRollBackSiteConfig',
    method: 'POST',
    path: `${SITE_CONFIG}/rollback`,
    auth: 'operator',
    encoding: 'json',
    summary: 'publishSite: an earlier version is served again, as a new version copying it',
    body: RollBackSiteConfigBody,
    response: PublishedSiteConfig,
    errors: [...ScopedErrors, 'CONSOLE_SITE_VERSION_STALE', 'CONSOLE_SITE_CONFIG_INVALID'],
  }),
} satisfies Record<string, EndpointDefinition>;
