import type { Locale } from '@platform/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { articles } from '../db/schema/contentPages.ts';
import { ApiError } from '../errors/apiError.ts';

/**
 * Sponsor pages are articles of kind `sponsor`, one per language, whose slug is the language code (`zh-CN`, …):
 * the articles table has no language column, and this keeps the sponsor page out of the help and tutorial lists.
 */
export const sponsorSlug = (locale: Locale): string => locale;

/** The site's sponsor page in the member's language; NOT_FOUND when the site has none in it. */
export async function sponsorPageOf(db: Database, siteCode: string, locale: Locale) {
  const [row] = await db
    .select()
    .from(articles)
    .where(
      and(
        eq(articles.siteCode, siteCode),
        eq(articles.kind, 'sponsor'),
        eq(articles.slug, sponsorSlug(locale)),
      ),
    );
  if (!row) throw new ApiError('NOT_FOUND');
  return { title: row.title, content: row.content, updatedAt: row.updatedAt.toISOString() };
}
