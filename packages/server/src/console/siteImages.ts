import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { SITE_ASSET_URL_PREFIX } from '@platform/site-config';
import { eq } from 'drizzle-orm';
import { siteContentImageUrls } from '../content/contentImages.ts';
import type { Database } from '../db/database.ts';
import { activities } from '../db/schema/contentPages.ts';
import { defaultSiteAssetsDirectory } from '../sites/siteConfigs.ts';

const IMAGE_FILE = /\.(svg|png|jpe?g|webp|gif|avif)$/i;

/** The picture files of `site-configs/assets/<site>/`, as the URLs members load them from. */
async function siteAssetImages(siteCode: string): Promise<string[]> {
  let files: string[];
  try {
    files = await readdir(join(defaultSiteAssetsDirectory, siteCode));
  } catch {
    // A site with no asset folder has no pictures of its own (the validator does not require one).
    return [];
  }
  return files
    .filter((file) => IMAGE_FILE.test(file))
    .sort()
    .map((file) => `${SITE_ASSET_URL_PREFIX}${siteCode}/${file}`);
}

/**
 * The images an activity's banner may be (issue 24): the site's own asset pictures, the images its operators
 * uploaded (contentImages.ts), and any picture one of its activities already shows (the seeded ones point at the demo's drawn art), so editing a title keeps its
 * picture. Another site's image or an address from elsewhere is refused: a banner is never hot-linked.
 */
export async function siteImages(database: Database, siteCode: string): Promise<string[]> {
  const used = await database
    .selectDistinct({ bannerUrl: activities.bannerUrl })
    .from(activities)
    .where(eq(activities.siteCode, siteCode));
  const images = new Set([
    ...(await siteAssetImages(siteCode)),
    ...(await siteContentImageUrls(database, siteCode)),
  ]);
  for (const { bannerUrl } of used) images.add(bannerUrl);
  return [...images];
}
