import { contentImageUrl } from '@platform/domain';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { contentImages } from '../db/schema/contentPages.ts';

/** The URLs of the site's uploaded content images, oldest first. */
export async function siteContentImageUrls(database: Database, siteCode: string): Promise<string[]> {
  const rows = await database
    .select({ id: contentImages.id })
    .from(contentImages)
    .where(eq(contentImages.siteCode, siteCode))
    .orderBy(asc(contentImages.uploadedAt), asc(contentImages.id));
  return rows.map((row) => contentImageUrl(row.id));
}

/** One uploaded content image by id, for anyone (content is public); unknown ids are not found. */
export async function findContentImage(database: Database, id: string) {
  const [row] = await database
    .select({ contentType: contentImages.contentType, contentBase64: contentImages.contentBase64 })
    .from(contentImages)
    .where(eq(contentImages.id, id));
  return row;
}
