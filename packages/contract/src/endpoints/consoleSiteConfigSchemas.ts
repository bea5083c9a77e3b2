import { Type } from 'typebox';
import { Timestamp } from './common.ts';
import { OperatorName, SiteCode } from './consoleSchemas.ts';

/** Shapes of the page composer's calls on a site's config versions (issue 25; consoleSiteConfigEndpoints.ts). */

export const SiteConfigVersionNumber = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** A site's config as JSON: whole, as the site-config schema describes it (site-configs/site-config.schema.json). */
const SiteConfigJson = Type.Unknown({
  description: 'A whole site config (site-configs/site-config.schema.json); checked by the server, not here',
});

export const SiteConfigVersionSummary = Type.Object({
  version: SiteConfigVersionNumber,
  /** An operator's name, `seed` (the first version, from the site's file) or `file` (the file changed later). */
  author: Type.String(),
  note: Type.String(),
  createdAt: Timestamp,
  published: Type.Boolean({ description: 'The version members are served now' }),
});

/** One problem of a config, where it is (JSON path of the migrated config) and what was expected there. */
export const SiteConfigProblem = Type.Object({
  path: Type.String({ description: 'JSON path, e.g. $.homeBlocks[2].alt' }),
  expected: Type.String(),
  found: Type.String(),
});

const Problems = Type.Array(SiteConfigProblem, { description: 'Empty when the config is valid' });

export const SiteDraft = Type.Object({
  baseVersion: SiteConfigVersionNumber,
  config: SiteConfigJson,
  savedAt: Timestamp,
  problems: Problems,
});

export const SiteDraftEditor = Type.Object({ operator: OperatorName, savedAt: Timestamp });

export const SiteConfigOverview = Type.Object({
  siteCode: SiteCode,
  publishedVersion: SiteConfigVersionNumber,
  /** The published version's config: what an editor starts from. */
  publishedConfig: SiteConfigJson,
  versions: Type.Array(SiteConfigVersionSummary, { description: 'Newest first' }),
  /** The signed-in operator's own draft of the site, or null. */
  draft: Type.Union([SiteDraft, Type.Null()]),
  otherEditors: Type.Array(SiteDraftEditor, {
    description: 'Other operators with a draft of this site open, last saved first: they may publish too',
  }),
});

export const SiteConfigVersionQuery = Type.Object({ siteCode: SiteCode, version: SiteConfigVersionNumber });

export const SiteConfigVersionFile = Type.Object({
  version: SiteConfigVersionNumber,
  /** The version's config, as the site's file in site-configs/ would hold it. */
  config: SiteConfigJson,
});

export const SaveSiteDraftBody = Type.Object({
  siteCode: SiteCode,
  baseVersion: SiteConfigVersionNumber,
  config: SiteConfigJson,
});

/** A publisher takes a composer's draft: `operator` is whose draft of the site is copied into the caller's own. */
export const OpenSiteDraftBody = Type.Object({ siteCode: SiteCode, operator: OperatorName });

export const ValidateSiteConfigBody = Type.Object({ siteCode: SiteCode, config: SiteConfigJson });

export const ImportSiteConfigBody = Type.Object({
  siteCode: SiteCode,
  /** The file's text as uploaded: a syntax error is a problem at `$`, like validate-sites reports it. */
  text: Type.String({ maxLength: 60_000 }),
});

export const SiteConfigProblems = Type.Object({ problems: Problems });

export const ImportedSiteConfig = Type.Object({
  /** false only for text that is not JSON (its problem is at `$`): the operator's draft is then unchanged. */
  saved: Type.Boolean(),
  problems: Problems,
});

const VersionNote = Type.String({ minLength: 1, maxLength: 200, description: 'Why, for the version list' });

export const PublishSiteConfigBody = Type.Object({
  siteCode: SiteCode,
  /** The published version the editor started from: another publish since then is CONSOLE_SITE_VERSION_STALE. */
  baseVersion: SiteConfigVersionNumber,
  note: VersionNote,
});

export const RollBackSiteConfigBody = Type.Object({
  siteCode: SiteCode,
  /** The earlier version to serve again, as a new version copying it. */
  version: SiteConfigVersionNumber,
  baseVersion: SiteConfigVersionNumber,
  note: VersionNote,
});

export const PublishedSiteConfig = Type.Object({
  version: SiteConfigVersionNumber,
  /** The version it replaced as the published one. */
  previousVersion: SiteConfigVersionNumber,
});
