import { fieldsOnlyTheFileChanges, type SiteConfig } from '@platform/site-config';
import type { Database } from '../../db/database.ts';
import {
  type CheckedSiteConfig,
  checkSiteConfig,
  checkSiteConfigText,
  problemOf,
  type SiteConfigProblem,
} from '../../sitePublishing/configProblems.ts';
import type { Site } from '../../sites/siteDirectory.ts';
import { composerCatalogue } from '../siteCatalogue.ts';
import { catalogueReferenceProblems, namesCatalogue } from './catalogueReferences.ts';
import { uploadedImageProblems } from './uploadedImageReferences.ts';

/**
 * What a valid config must also meet to be published, which the offline validator cannot know: it changes only the
 * composer's fields of the site's file (the server follows the file for the rest), names games and categories of
 * the site's catalogue, and shows only images uploaded for this site.
 */
async function publishingProblems(
  database: Database,
  site: Site,
  config: SiteConfig,
): Promise<SiteConfigProblem[]> {
  const [catalogueProblems, imageProblems] = await Promise.all([
    namesCatalogue(config)
      ? composerCatalogue(database, site).then((catalogue) => catalogueReferenceProblems(config, catalogue))
      : [],
    uploadedImageProblems(database, site.code, config),
  ]);
  return [
    ...fieldsOnlyTheFileChanges(config, site.config).map(problemOf),
    ...catalogueProblems,
    ...imageProblems,
  ];
}

async function withPublishingRules(
  database: Database,
  site: Site,
  checked: CheckedSiteConfig,
): Promise<CheckedSiteConfig> {
  if (!checked.ok) return checked;
  const problems = await publishingProblems(database, site, checked.config);
  return problems.length === 0 ? checked : { ok: false, problems };
}

/**
 * A draft (or a version to roll back to) checked as a publish checks it: validate-sites' schema, migrations and
 * semantic rules first (checkSiteConfig), then, on a config those accept, the publishing rules above; every problem
 * by JSON path, so the save, validate, import and publish answers all list the same ones.
 */
export async function checkSiteDraft(
  database: Database,
  site: Site,
  raw: unknown,
): Promise<CheckedSiteConfig> {
  return withPublishingRules(database, site, checkSiteConfig(site.code, raw));
}

/** The same for an imported file's text (`raw` undefined when it is not JSON). */
export async function checkSiteDraftText(
  database: Database,
  site: Site,
  text: string,
): Promise<CheckedSiteConfig & { raw: unknown }> {
  const checked = checkSiteConfigText(site.code, text);
  return { ...(await withPublishingRules(database, site, checked)), raw: checked.raw };
}
