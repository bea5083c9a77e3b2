import { and, desc, eq, ne } from 'drizzle-orm';
import { operators } from '../db/schema/consoleTables.ts';
import { siteConfigDrafts } from '../db/schema/siteConfigVersions.ts';
import type { MoneyExecutor } from '../ledger/executor.ts';

export interface SiteDraftRow {
  baseVersion: number;
  config: unknown;
  savedAt: Date;
}

const draftOf = (siteCode: string, operatorId: string) =>
  and(eq(siteConfigDrafts.siteCode, siteCode), eq(siteConfigDrafts.operatorId, operatorId));

const draftColumns = {
  baseVersion: siteConfigDrafts.baseVersion,
  config: siteConfigDrafts.config,
  savedAt: siteConfigDrafts.savedAt,
};

/** The operator's draft of the site: one per operator and site, replaced by each save. */
export async function saveDraft(
  database: MoneyExecutor,
  siteCode: string,
  operatorId: string,
  draft: SiteDraftRow,
): Promise<{ baseVersionBefore: number | null }> {
  const [before] = await database
    .select({ baseVersion: siteConfigDrafts.baseVersion })
    .from(siteConfigDrafts)
    .where(draftOf(siteCode, operatorId));
  await database
    .insert(siteConfigDrafts)
    .values({ siteCode, operatorId, ...draft })
    .onConflictDoUpdate({
      target: [siteConfigDrafts.siteCode, siteConfigDrafts.operatorId],
      set: { ...draft },
    });
  return { baseVersionBefore: before?.baseVersion ?? null };
}

export async function readDraft(
  database: MoneyExecutor,
  siteCode: string,
  operatorId: string,
): Promise<SiteDraftRow | null> {
  const [row] = await database
    .select(draftColumns)
    .from(siteConfigDrafts)
    .where(draftOf(siteCode, operatorId));
  return row ?? null;
}

/** The draft of the site that the operator named `username` has open, for a publisher to take it over. */
export async function readDraftOfOperatorNamed(
  database: MoneyExecutor,
  siteCode: string,
  username: string,
): Promise<SiteDraftRow | null> {
  const [row] = await database
    .select(draftColumns)
    .from(siteConfigDrafts)
    .innerJoin(operators, eq(operators.id, siteConfigDrafts.operatorId))
    .where(and(eq(siteConfigDrafts.siteCode, siteCode), eq(operators.username, username)));
  return row ?? null;
}

/** Published (or abandoned by a publish of it): the draft is gone, the next edit starts from the published version. */
export async function removeDraft(
  database: MoneyExecutor,
  siteCode: string,
  operatorId: string,
): Promise<void> {
  await database.delete(siteConfigDrafts).where(draftOf(siteCode, operatorId));
}

/** The other operators with a draft of the site open, last saved first, for the editor to tell of each other. */
export async function otherEditors(
  database: MoneyExecutor,
  siteCode: string,
  operatorId: string,
): Promise<{ operator: string; savedAt: Date }[]> {
  return database
    .select({ operator: operators.username, savedAt: siteConfigDrafts.savedAt })
    .from(siteConfigDrafts)
    .innerJoin(operators, eq(operators.id, siteConfigDrafts.operatorId))
    .where(and(eq(siteConfigDrafts.siteCode, siteCode), ne(siteConfigDrafts.operatorId, operatorId)))
    .orderBy(desc(siteConfigDrafts.savedAt));
}
