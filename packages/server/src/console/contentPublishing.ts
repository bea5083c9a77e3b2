import { and, eq } from 'drizzle-orm';
import { type PublishedActivity, publishActivity, publishArticle } from '../content/service.ts';
import { activities, articles } from '../db/schema/contentPages.ts';
import { feedback } from '../db/schema/feedback.ts';
import { members } from '../db/schema/members.ts';
import { ApiError } from '../errors/apiError.ts';
import { replyToFeedback } from '../feedback/service.ts';
import type { MoneyExecutor } from '../ledger/executor.ts';
import { type ActingOperator, auditedBy, writeAudit } from './auditLog.ts';

type Article = Parameters<typeof publishArticle>[1];

/** Publishes (creates or replaces) a help or tutorial article, audited with the title it replaced. */
export async function publishArticleAudited(
  database: MoneyExecutor,
  article: Article,
  by: ActingOperator,
): Promise<void> {
  await database.transaction(async (transaction) => {
    const [previous] = await transaction
      .select({ title: articles.title, updatedAt: articles.updatedAt })
      .from(articles)
      .where(
        and(
          eq(articles.siteCode, article.siteCode),
          eq(articles.kind, article.kind),
          eq(articles.slug, article.slug),
        ),
      );
    await publishArticle(transaction, article);
    await writeAudit(transaction, {
      ...auditedBy(by),
      action: 'article.published',
      siteCode: article.siteCode,
      target: `${article.kind}/${article.slug}`,
      before: previous ? { title: previous.title, updatedAt: previous.updatedAt.toISOString() } : null,
      after: { title: article.title, characters: article.html.length },
    });
  });
}

/** What an audit entry records of an activity: everything members see, the rules by their length. */
function activitySnapshot(row: {
  title: string;
  summary: string;
  bannerUrl: string;
  startsAt: Date;
  endsAt: Date | null;
  sort: number;
  content: string;
}) {
  return {
    title: row.title,
    summary: row.summary,
    bannerUrl: row.bannerUrl,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    sort: row.sort,
    ruleCharacters: row.content.length,
  };
}

async function lockedActivity(transaction: MoneyExecutor, siteCode: string, id: string) {
  const [row] = await transaction
    .select()
    .from(activities)
    .where(and(eq(activities.siteCode, siteCode), eq(activities.id, id)))
    .for('update');
  return row;
}

/**
 * Publishes (creates or replaces) an activity, for the operator tool and the console alike, audited with the
 * activity before and after. An id another site already uses is refused (ids are unique across sites), so one
 * site's operator never overwrites another site's activity.
 */
export async function publishActivityAudited(
  database: MoneyExecutor,
  activity: PublishedActivity,
  by: ActingOperator,
): Promise<void> {
  await database.transaction(async (transaction) => {
    const [elsewhere] = await transaction
      .select({ siteCode: activities.siteCode })
      .from(activities)
      .where(eq(activities.id, activity.id));
    if (elsewhere && elsewhere.siteCode !== activity.siteCode) throw new ApiError('CONSOLE_NOT_FOUND');
    const previous = await lockedActivity(transaction, activity.siteCode, activity.id);
    await publishActivity(transaction, activity);
    const published = await lockedActivity(transaction, activity.siteCode, activity.id);
    await writeAudit(transaction, {
      ...auditedBy(by),
      action: 'activity.published',
      siteCode: activity.siteCode,
      target: activity.id,
      before: previous ? activitySnapshot(previous) : null,
      after: published ? activitySnapshot(published) : null,
    });
  });
}

/**
 * Ends one of the site's activities now: it leaves the members' list (and notice bar) at their next read.
 * Audited when it changed; one that already ended keeps its end. Answers its end, or null when the site has no
 * such activity.
 */
export async function endActivityAudited(
  database: MoneyExecutor,
  siteCode: string,
  id: string,
  by: ActingOperator,
  now: Date,
): Promise<{ endsAt: Date } | null> {
  return database.transaction(async (transaction) => {
    const previous = await lockedActivity(transaction, siteCode, id);
    if (!previous) return null;
    if (previous.endsAt !== null && previous.endsAt <= now) return { endsAt: previous.endsAt };
    // One that has not started yet ends at its start, so it never shows (and its end is not before its start).
    const endsAt = previous.startsAt > now ? previous.startsAt : now;
    await transaction.update(activities).set({ endsAt }).where(eq(activities.id, id));
    await writeAudit(transaction, {
      ...auditedBy(by),
      action: 'activity.ended',
      siteCode,
      target: id,
      before: activitySnapshot(previous),
      after: activitySnapshot({ ...previous, endsAt }),
    });
    return { endsAt };
  });
}

/** Answers a member's feedback once; audited when it changed (the member's site is the entry's site). */
export async function replyToFeedbackAudited(
  database: MoneyExecutor,
  id: string,
  reply: string,
  by: ActingOperator,
): Promise<{ changed: boolean; found: boolean }> {
  return database.transaction(async (transaction) => {
    const result = await replyToFeedback(transaction, id, reply);
    if (!result.changed) return result;
    const [entry] = await transaction
      .select({ siteCode: members.siteCode })
      .from(feedback)
      .innerJoin(members, eq(members.id, feedback.memberId))
      .where(eq(feedback.id, id));
    await writeAudit(transaction, {
      ...auditedBy(by),
      action: 'feedback.replied',
      siteCode: entry?.siteCode ?? null,
      target: id,
      before: { reply: null },
      after: { reply },
    });
    return result;
  });
}
