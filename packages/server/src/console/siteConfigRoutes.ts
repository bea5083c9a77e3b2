import { composeSitePermissions, consoleEndpoints } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors/apiError.ts';
import type { MoneyExecutor } from '../ledger/executor.ts';
import { checkSiteConfig, checkSiteConfigText } from '../sitePublishing/configProblems.ts';
import {
  listVersions,
  publishedVersionOf,
  publishVersion,
  versionConfig,
} from '../sitePublishing/siteConfigVersions.ts';
import { otherEditors, readDraft, removeDraft, saveDraft } from '../sitePublishing/siteDrafts.ts';
import { type ActingOperator, auditedBy, writeAudit } from './auditLog.ts';
import { registerConsoleEndpoint, signedIn } from './consoleEndpoint.ts';
import { actingOperator } from './operatorAccounts.ts';
import { requireSiteInScope } from './operatorScope.ts';
import type { OperatorSessionStore } from './operatorSessions.ts';

/** The site's published version, or CONSOLE_NOT_FOUND for a site that has none (no such site). */
async function requirePublished(database: MoneyExecutor, siteCode: string): Promise<number> {
  const version = await publishedVersionOf(database, siteCode);
  if (version === null) throw new ApiError('CONSOLE_NOT_FOUND');
  return version;
}

async function saveAuditedDraft(
  database: MoneyExecutor,
  draft: { siteCode: string; baseVersion: number; config: unknown },
  by: ActingOperator & { operatorId: string },
  action: 'siteConfig.draftSaved' | 'siteConfig.imported',
  now: Date,
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
      after: { draftBaseVersion: draft.baseVersion },
    });
  });
}

/**
 * The page composer's API (issue 25, contract consoleSiteConfigEndpoints): reading and drafting need `editContent`
 * or `publishSite` on the site, publishing and rolling back `publishSite`; every change is audited with the version numbers before and after, in its transaction.
 */
export function registerSiteConfigRoutes(app: FastifyInstance, sessions: OperatorSessionStore): void {
  const now = () => new Date(app.platform.clock());

  registerConsoleEndpoint(app, sessions, consoleEndpoints.consoleSiteConfig, async (context) => {
    const operator = signedIn(context);
    const { siteCode } = context.query;
    requireSiteInScope(operator, siteCode, composeSitePermissions);
    const { db } = context.platform;
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
              problems: checkSiteConfig(siteCode, draft.config).problems,
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
    if ((await versionConfig(db, siteCode, baseVersion)) === null) throw new ApiError('CONSOLE_NOT_FOUND');
    const savedAt = now();
    const by = { ...actingOperator(operator, context.request.id), operatorId: operator.id };
    await saveAuditedDraft(db, { siteCode, baseVersion, config }, by, 'siteConfig.draftSaved', savedAt);
    return {
      baseVersion,
      config,
      savedAt: savedAt.toISOString(),
      problems: checkSiteConfig(siteCode, config).problems,
    };
  });

  registerConsoleEndpoint(app, sessions, consoleEndpoints.consoleValidateSiteConfig, async (context) => {
    const operator = signedIn(context);
    requireSiteInScope(operator, context.body.siteCode, composeSitePermissions);
    return { problems: checkSiteConfig(context.body.siteCode, context.body.config).problems };
  });

  registerConsoleEndpoint(app, sessions, consoleEndpoints.consoleImportSiteConfig, async (context) => {
    const operator = signedIn(context);
    const { siteCode, text } = context.body;
    requireSiteInScope(operator, siteCode, composeSitePermissions);
    const { db } = context.platform;
    const checked = checkSiteConfigText(siteCode, text);
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
    const draft = await readDraft(db, siteCode, operator.id);
    if (draft === null) throw new ApiError('CONSOLE_NOT_FOUND');
    const checked = checkSiteConfig(siteCode, draft.config);
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
    const earlier = await versionConfig(db, siteCode, version);
    if (earlier === null) throw new ApiError('CONSOLE_NOT_FOUND');
    // Validated again: a version stored under an older schema is migrated, one a newer rule refuses is not served.
    const checked = checkSiteConfig(siteCode, earlier);
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
}
