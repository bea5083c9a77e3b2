import type { SiteConfig } from '@platform/site-config';
import { and, desc, eq, max, sql } from 'drizzle-orm';
import { siteConfigVersions, sitePublishedVersions } from '../db/schema/siteConfigVersions.ts';
import { ApiError } from '../errors/apiError.ts';
import type { MoneyExecutor, MoneyTransaction } from '../ledger/executor.ts';

/** Authors that are no operator: the site's file at first start, and the file changed after that. */
export const SEED_AUTHOR = 'seed';
export const FILE_AUTHOR = 'file';

export interface SiteConfigVersionRow {
  version: number;
  author: string;
  note: string;
  createdAt: Date;
  published: boolean;
}

/** The published version's number of a site, read under a row lock when `transaction` is to move it. */
export async function publishedVersionOf(
  database: MoneyExecutor,
  siteCode: string,
  lock = false,
): Promise<number | null> {
  const query = database
    .select({ version: sitePublishedVersions.version })
    .from(sitePublishedVersions)
    .where(eq(sitePublishedVersions.siteCode, siteCode));
  const [row] = await (lock ? query.for('update') : query);
  return row?.version ?? null;
}

export async function versionConfig(
  database: MoneyExecutor,
  siteCode: string,
  version: number,
): Promise<unknown | null> {
  const [row] = await database
    .select({ config: siteConfigVersions.config })
    .from(siteConfigVersions)
    .where(and(eq(siteConfigVersions.siteCode, siteCode), eq(siteConfigVersions.version, version)));
  return row === undefined ? null : row.config;
}

export async function listVersions(
  database: MoneyExecutor,
  siteCode: string,
): Promise<SiteConfigVersionRow[]> {
  const [published, rows] = await Promise.all([
    publishedVersionOf(database, siteCode),
    database
      .select({
        version: siteConfigVersions.version,
        author: siteConfigVersions.author,
        note: siteConfigVersions.note,
        createdAt: siteConfigVersions.createdAt,
      })
      .from(siteConfigVersions)
      .where(eq(siteConfigVersions.siteCode, siteCode))
      .orderBy(desc(siteConfigVersions.version)),
  ]);
  return rows.map((row) => ({ ...row, published: row.version === published }));
}

interface NewVersion {
  siteCode: string;
  config: SiteConfig;
  author: string;
  note: string;
  publish: boolean;
}

/**
 * Stores the site's next version and, when asked, makes it the published one. The caller holds the published row's
 * lock (or, seeding, the site has no version yet), so two writers cannot take the same number.
 */
async function appendVersion(transaction: MoneyTransaction, next: NewVersion, now: Date): Promise<number> {
  const [last] = await transaction
    .select({ version: max(siteConfigVersions.version) })
    .from(siteConfigVersions)
    .where(eq(siteConfigVersions.siteCode, next.siteCode));
  const version = (last?.version ?? 0) + 1;
  await transaction.insert(siteConfigVersions).values({
    siteCode: next.siteCode,
    version,
    config: next.config,
    author: next.author,
    note: next.note,
    createdAt: now,
  });
  if (next.publish)
    await transaction
      .insert(sitePublishedVersions)
      .values({ siteCode: next.siteCode, version, publishedAt: now })
      .onConflictDoUpdate({ target: sitePublishedVersions.siteCode, set: { version, publishedAt: now } });
  return version;
}

/**
 * A new published version, if the editor's base is still the published one: a publish or rollback by someone
 * else since then is CONSOLE_SITE_VERSION_STALE, so nobody overwrites a change they have not seen.
 */
export async function publishVersion(
  transaction: MoneyTransaction,
  change: Omit<NewVersion, 'publish'> & { baseVersion: number },
  now: Date,
): Promise<{ version: number; previousVersion: number }> {
  const previousVersion = await publishedVersionOf(transaction, change.siteCode, true);
  if (previousVersion === null) throw new ApiError('CONSOLE_NOT_FOUND');
  if (previousVersion !== change.baseVersion) throw new ApiError('CONSOLE_SITE_VERSION_STALE');
  const version = await appendVersion(transaction, { ...change, publish: true }, now);
  return { version, previousVersion };
}

/**
 * The files in site-configs/ seed the versions (packages/server/README.md "Site config versions"): a site with none
 * gets version 1 from its file, published. A file whose config differs from every stored version (the developers
 * changed it) becomes a new version by `file`, published only while no operator has published since the file's
 * last version, so a deployment never silently replaces an operator's pages; otherwise it waits in the version
 * list for an operator to publish it (a rollback to it). Safe on several instances starting at once: the published
 * row's lock orders them, and a version that already exists is not stored twice.
 */
export async function seedSiteConfigVersions(
  database: MoneyExecutor,
  configs: readonly SiteConfig[],
  now: Date,
): Promise<void> {
  for (const config of configs) {
    await database.transaction(async (transaction) => {
      const published = await publishedVersionOf(transaction, config.code, true);
      if (published === null) {
        // Another instance seeding at the same moment: its version 1 wins, this insert does nothing.
        const inserted = await transaction
          .insert(siteConfigVersions)
          .values({
            siteCode: config.code,
            version: 1,
            config,
            author: SEED_AUTHOR,
            note: `site-configs/${config.code}.json`,
            createdAt: now,
          })
          .onConflictDoNothing()
          .returning({ version: siteConfigVersions.version });
        if (inserted.length > 0)
          await transaction
            .insert(sitePublishedVersions)
            .values({ siteCode: config.code, version: 1, publishedAt: now })
            .onConflictDoNothing();
        return;
      }
      const [known] = await transaction
        .select({ version: siteConfigVersions.version })
        .from(siteConfigVersions)
        .where(
          and(
            eq(siteConfigVersions.siteCode, config.code),
            sql`${siteConfigVersions.config} = ${JSON.stringify(config)}::jsonb`,
          ),
        )
        .limit(1);
      if (known) return;
      const [current] = await transaction
        .select({ author: siteConfigVersions.author })
        .from(siteConfigVersions)
        .where(and(eq(siteConfigVersions.siteCode, config.code), eq(siteConfigVersions.version, published)));
      const operatorPublished = current?.author !== SEED_AUTHOR && current?.author !== FILE_AUTHOR;
      await appendVersion(
        transaction,
        {
          siteCode: config.code,
          config,
          author: FILE_AUTHOR,
          note: `site-configs/${config.code}.json`,
          publish: !operatorPublished,
        },
        now,
      );
    });
  }
}
