import { composeSitePermissions, consoleEndpoints } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors/apiError.ts';
import type { MoneyExecutor } from '../ledger/executor.ts';
import type { Platform } from '../platform.ts';
import {
  listVersions,
  publishedVersionOf,
  publishVersion,
  versionConfig,
} from '../sitePublishing/siteConfigVersions.ts';
import {
  otherEditors,
  readDraft,
  readDraftOfOperatorNamed,
  removeDraft,
  saveDraft,
} from '../sitePublishing/siteDrafts.ts';
import { type ActingOperator, auditedBy, writeAudit } from './auditLog.ts';
import { registerConsoleEndpoint, signedIn } from './consoleEndpoint.ts';
import { actingOperator } from './operatorAccounts.ts';
import { requireSiteInScope } from './operatorScope.ts';
import type { OperatorSessionStore } from './operatorSessions.ts';
import { composerCatalogue } from './siteCatalogue.ts';
import { checkSiteDraft, checkSiteDraftText } from './siteDraftRules/checkSiteDraft.ts';

/** The site's published version, or CONSOLE_NOT_FOUND for a site that has none (no such site). */
async function requirePublished(database: MoneyExecutor, siteCode: string): Promise<number> {
  const version = await publishedVersionOf(database, siteCode);
  if (version === null) throw new ApiError('CONSOLE_NOT_FOUND');
  return version;
}

/** The site (its file's config, which the publishing rules compare with), or CONSOLE_NOT_FOUND. */
function siteOf(platform: Platform, siteCode: string) {
  const site = platform.sites.byCode(siteCode);
  if (site === undefined) throw new ApiError('CONSOLE_NOT_FOUND');
  return site;
}

/**
 * The operator's draft replaced, and audited in the same transaction; `openedFrom` names the operator whose draft
 * a publisher took over (siteConfig.draftOpened), so the entry carries both names.
 */
async function saveAuditedDraft(
  database: MoneyExecutor,
  draft: { siteCode: string; baseVersion: number; config: unknown },
  by: ActingOperator & { operatorId: string },
  action: 'siteConfig.draftSaved' | 'siteConfig.imported' | 'siteConfig.draftOpened',
  now: Date,
  openedFrom?: string,
): Promise<void> {
  await database.transaction(async (transaction) => {
    const { baseVersionBefore } = await saveDraft(transaction, draft.siteCode, by.operatorId, {
      baseVersion: draft.baseVersion,
      config: draft.config,
      savedAt: now,
    });
    await writeAudit(transaction, {
      ...auditedBy(by),
      action,
      siteCode: draft.siteCode,
      target: draft.siteCode,
      before: { draftBaseVersion: baseVersionBefore },
      after: { draftBaseVersion: draft.baseVersion, ...(openedFrom === undefined ? {} : { openedFrom }) },
    });
  });
}

/**
 * The page composer's API (issue 25, contracts consoleSiteConfigEndpoints and consoleSiteCatalogueEndpoint): reading,
 * drafting and the catalogue need `editContent` or `publishSite` on the site, publishing and rolling back
 * `publishSite`; every problem list and publish is checked by siteDraftRules/; every change is audited with the
 * version numbers before and after, in its transaction.
 */
export function registerSiteConfigRoutes(app: FastifyInstance, sessions: OperatorSessionStore): void {
  const now = () => new Date(app.platform.clock());

  registerConsoleEndpoint(app, sessions, consoleEndpoints.consoleSiteConfig, async (context) => {
    const operator = signedIn(context);
    const { siteCode } = context.query;
    requireSiteInScope(operator, siteCode, composeSitePermissions);
    const { db } = context.platform;
    const site = siteOf(context.platform, siteCode);
    const publishedVersion = await requirePublished(db, siteCode);
    const [publishedConfig, versions, draft, editors] = await Promise.all([
      versionConfig(db, siteCode, publishedVersion),
      listVersions(db, siteCode),
      readDraft(db, siteCode, operator.id),
      otherEditors(db, siteCode, operator.id),
    ]);
    return {
      siteCode,
      publishedVersion,
      publishedConfig,
      versions: versions.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      draft:
        draft === null
          ? null
          : {
              baseVersion: draft.baseVersion,
              config: draft.config,
              savedAt: draft.savedAt.toISOString(),
              problems: (await checkSiteDraft(db, site, draft.config)).problems,
            },
      otherEditors: editors.map((editor) => ({ ...editor, savedAt: editor.savedAt.toISOString() })),
    };
  });

  registerConsoleEndpoint(app, sessions, consoleEndpoints.consoleSiteConfigVersion, async (context) => {
    const operator = signedIn(context);
    const { siteCode, version } = context.query;
    requireSiteInScope(operator, siteCode, composeSitePermissions);
    const { db } = context.platform;
    const config = await versionConfig(db, siteCode, version);
    if (config === null) throw new ApiError('CONSOLE_NOT_FOUND');
    // Who took a copy of which version out of the console.
    await writeAudit(db, {
      ...auditedBy(actingOperator(operator, context.request.id)),
      action: 'siteConfig.exported',
      siteCode,
      target: siteCode,
      after: { version },
    });
    return { version, config };
  });

  registerConsoleEndpoint(app, sessions, consoleEndpoints.consoleSaveSiteDraft, async (context) => {
    const operator = signedIn(context);
    const { siteCode, baseVersion, config } = context.body;
    requireSiteInScope(operator, siteCode, composeSitePermissions);
    const { db } = context.platform;
    const site = siteOf(context.platform, siteCode);
    if ((await versionConfig(db, siteCode, baseVersion)) === null) throw new ApiError('CONSOLE_NOT_FOUND');
    const savedAt = now();
    const by = { ...actingOperator(operator, context.request.id), operatorId: operator.id };
    await saveAuditedDraft(db, { siteCode, baseVersion, config }, by, 'siteConfig.draftSaved', savedAt);
    return {
      baseVersion,
      config,
      savedAt: savedAt.toISOString(),
      problems: (await checkSiteDraft(db, site, config)).problems,
    };
  });

  // The hand-off: a composer (editContent) cannot publish, so a publisher copies their draft and publishes it as
  // their own; the composer's draft stays theirs.
  registerConsoleEndpoint(app, sessions, consoleEndpoints.consoleOpenSiteDraft, async (context) => {
    const operator = signedIn(context);
    const { siteCode, operator: owner } = context.body;
    requireSiteInScope(operator, siteCode, 'publishSite');
    const { db } = context.platform;
    const site = siteOf(context.platform, siteCode);
    const theirs = await readDraftOfOperatorNamed(db, siteCode, owner);
    if (theirs === null) throw new ApiError('CONSOLE_NOT_FOUND');
    const savedAt = now();
    const by = { ...actingOperator(operator, context.request.id), operatorId: operator.id };
    const draft = { siteCode, baseVersion: theirs.baseVersion, config: theirs.config };
    await saveAuditedDraft(db, draft, by, 'siteConfig.draftOpened', savedAt, owner);
    return {
      baseVersion: theirs.baseVersion,
      config: theirs.config,
      savedAt: savedAt.toISOString(),
      problems: (await checkSiteDraft(db, site, theirs.config)).problems,
    };
  });

  registerConsoleEndpoint(app, sessions, consoleEndpoints.consoleValidateSiteConfig, async (context) => {
    const operator = signedIn(context);
    const { siteCode, config } = context.body;
    requireSiteInScope(operator, siteCode, composeSitePermissions);
    const site = siteOf(context.platform, siteCode);
    return { problems: (await checkSiteDraft(context.platform.db, site, config)).problems };
  });

  registerConsoleEndpoint(app, sessions, consoleEndpoints.consoleImportSiteConfig, async (context) => {
    const operator = signedIn(context);
    const { siteCode, text } = context.body;
    requireSiteInScope(operator, siteCode, composeSitePermissions);
    const { db } = context.platform;
    const checked = await checkSiteDraftText(db, siteOf(context.platform, siteCode), text);
    if (checked.raw === undefined) return { saved: false, problems: checked.problems };
    const baseVersion = await requirePublished(db, siteCode);
    const by = { ...actingOperator(operator, context.request.id), operatorId: operator.id };
    await saveAuditedDraft(
      db,
      { siteCode, baseVersion, config: checked.raw },
      by,
      'siteConfig.imported',
      now(),
    );
    return { saved: true, problems: checked.problems };
  });

  registerConsoleEndpoint(app, sessions, consoleEndpoints.consolePublishSiteConfig, async (context) => {
    const operator = signedIn(context);
    const { siteCode, baseVersion, note } = context.body;
    requireSiteInScope(operator, siteCode, 'publishSite');
    const { db } = context.platform;
    const site = siteOf(context.platform, siteCode);
    const draft = await readDraft(db, siteCode, operator.id);
    if (draft === null) throw new ApiError('CONSOLE_NOT_FOUND');
    const checked = await checkSiteDraft(db, site, draft.config);
    if (!checked.ok) throw new ApiError('CONSOLE_SITE_CONFIG_INVALID');
    const by = actingOperator(operator, context.request.id);
    return db.transaction(async (transaction) => {
      const published = await publishVersion(
        transaction,
        { siteCode, baseVersion, config: checked.config, author: operator.username, note },
        now(),
      );
      await removeDraft(transaction, siteCode, operator.id);
      await writeAudit(transaction, {
        ...auditedBy(by),
        action: 'siteConfig.published',
        siteCode,
        target: siteCode,
        before: { version: published.previousVersion },
        after: { version: published.version, note },
      });
      return published;
    });
  });

  registerConsoleEndpoint(app, sessions, consoleEndpoints.consoleRollBackSiteConfig, async (context) => {
    const operator = signedIn(context);
    const { siteCode, version, baseVersion, note } = context.body;
    requireSiteInScope(operator, siteCode, 'publishSite');
    const { db } = context.platform;
    const site = siteOf(context.platform, siteCode);
    const earlier = await versionConfig(db, siteCode, version);
    if (earlier === null) throw new ApiError('CONSOLE_NOT_FOUND');
    // Checked again like a publish: a version stored under an older schema is migrated; one a newer rule refuses, or
    // whose fields outside the composer's differ from the site's file, or whose games or images are gone, is not served.
    const checked = await checkSiteDraft(db, site, earlier);
    if (!checked.ok) throw new ApiError('CONSOLE_SITE_CONFIG_INVALID');
    const by = actingOperator(operator, context.request.id);
    return db.transaction(async (transaction) => {
      const published = await publishVersion(
        transaction,
        {
          siteCode,
          baseVersion,
          config: checked.config,
          author: operator.username,
          note,
        },
        now(),
      );
      await writeAudit(transaction, {
        ...auditedBy(by),
        action: 'siteConfig.rolledBack',
        siteCode,
        target: siteCode,
        before: { version: published.previousVersion },
        after: { version: published.version, copyOf: version },
      });
      return published;
    });
  });

  registerConsoleEndpoint(app, sessions, consoleEndpoints.consoleSiteCatalogue, async (context) => {
    const { siteCode } = context.query;
    requireSiteInScope(signedIn(context), siteCode, composeSitePermissions);
    return composerCatalogue(context.platform.db, siteOf(context.platform, siteCode));
  });
}
