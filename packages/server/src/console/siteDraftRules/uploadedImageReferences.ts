import { contentImageIdOf } from '@platform/domain';
import { configStrings, type SiteConfig } from '@platform/site-config';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { contentImages } from '../../db/schema/contentPages.ts';
import type { SiteConfigProblem } from '../../sitePublishing/configProblems.ts';

/**
 * An image field may hold an image uploaded in the console (its content-image URL): it must be one of this site's
 * uploads. Another site's image, or an id never uploaded, would show members a broken or foreign picture.
 */
export async function uploadedImageProblems(
  database: Database,
  siteCode: string,
  config: SiteConfig,
): Promise<SiteConfigProblem[]> {
  const references = configStrings(config).flatMap(([path, url]) => {
    const id = contentImageIdOf(url);
    return id === null ? [] : [{ path, url, id }];
  });
  if (references.length === 0) return [];
  const rows = await database
    .select({ id: contentImages.id })
    .from(contentImages)
    .where(
      and(
        eq(contentImages.siteCode, siteCode),
        inArray(
          contentImages.id,
          references.map((reference) => reference.id),
        ),
      ),
    );
  const ofSite = new Set(rows.map((row) => row.id));
  return references
    .filter((reference) => !ofSite.has(reference.id))
    .map((reference) => ({
      path: reference.path,
      expected: 'an image uploaded for this site in the console',
      found: JSON.stringify(reference.url),
    }));
}
