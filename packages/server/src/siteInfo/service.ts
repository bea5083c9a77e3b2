import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { phoneAreas } from '../db/schema/catalogue.ts';
import { pageViews } from '../db/schema/content.ts';

/** The site's phone area codes, in its order. */
export function phoneAreasOf(db: Database, siteCode: string) {
  return db
    .select({ areaCode: phoneAreas.areaCode, name: phoneAreas.name, sort: phoneAreas.sort })
    .from(phoneAreas)
    .where(eq(phoneAreas.siteCode, siteCode))
    .orderBy(asc(phoneAreas.sort));
}

/** Counts a view of a route: the path alone, since a query string could carry a token or an invite code. */
export async function recordPageView(db: Database, siteCode: string, reportedPath: string, viewedAt: Date) {
  const path = reportedPath.split(/[?#]/)[0] ?? '/';
  await db.insert(pageViews).values({ siteCode, path, viewedAt });
}
