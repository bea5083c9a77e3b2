import { and, eq } from 'drizzle-orm';
import { publishActivity, publishArticle } from '../content/service.ts';
import { activities, articles } from '../db/schema/contentPages.ts';
import { feedback } from '../db/schema/feedback.ts';
import { members } from '../db/schema/members.ts';
import { replyToFeedback } from '../feedback/service.ts';
import type { MoneyExecutor } from '../ledger/executor.ts';
import { type ActingOperator, auditedBy, writeAudit } from './auditLog.ts';

type Article = Parameters<typeof publishArticle>[1];
type Activity = Parameters<typeof publishActivity>[1];

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

/** Publishes (creates or replaces) an activity, audited with the title it replaced. */
export async function publishActivityAudited(
  database: MoneyExecutor,
  activity: Activity,
  by: ActingOperator,
): Promise<void> {
  await database.transaction(async (transaction) => {
    const [previous] = await transaction
      .select({ title: activities.title })
      .from(activities)
      .where(and(eq(activities.siteCode, activity.siteCode), eq(activities.id, activity.id)));
    await publishActivity(transaction, activity);
    await writeAudit(transaction, {
      ...auditedBy(by),
      action: 'activity.published',
      siteCode: activity.siteCode,
      target: activity.id,
      before: previous ? { title: previous.title } : null,
      after: { title: activity.title, characters: activity.html.length },
    });
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
