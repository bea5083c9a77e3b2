import type { FeedbackCategory } from '@platform/contract';
import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { feedback, uploads } from '../db/schema/feedback.ts';
import { members } from '../db/schema/members.ts';
import { selectPage } from '../db/selectPage.ts';
import { ApiError } from '../errors/apiError.ts';
import { isUuid } from '../http/uuid.ts';
import { randomToken } from '../security/tokens.ts';

type FeedbackRow = typeof feedback.$inferSelect;

export const imageUrl = (id: string) => `/api/f/v1/upload/image?id=${id}`;

/** Stores an already sniffed image under a 128-bit random id. */
export async function storeUpload(db: Database, memberId: string, content: Buffer, contentType: string) {
  const id = randomToken(16);
  await db.insert(uploads).values({
    id,
    memberId,
    contentType,
    size: content.length,
    contentBase64: content.toString('base64'),
  });
  return { id, url: imageUrl(id), contentType, size: content.length };
}

/** The member's own upload, or nothing: another member's id and an unknown one are the same 404. */
export async function findOwnUpload(db: Database, id: string, memberId: string) {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.memberId, memberId)));
  return row;
}

/** Any member's upload, for operators (the CLI): its type and bytes, or nothing for an unknown id. */
export async function findUploadForOperator(db: Database, id: string) {
  const [row] = await db
    .select({ contentType: uploads.contentType, contentBase64: uploads.contentBase64 })
    .from(uploads)
    .where(eq(uploads.id, id));
  return row && { contentType: row.contentType, content: Buffer.from(row.contentBase64, 'base64') };
}

export async function submitFeedback(
  db: Database,
  memberId: string,
  entry: { category: FeedbackCategory; content: string; imageIds: readonly string[] },
): Promise<{ id: string }> {
  const imageIds = [...new Set(entry.imageIds)];
  if (imageIds.length > 0) {
    // Only the member's own uploads can be attached.
    const [owned] = await db
      .select({ value: count() })
      .from(uploads)
      .where(and(eq(uploads.memberId, memberId), inArray(uploads.id, imageIds)));
    if ((owned?.value ?? 0) !== imageIds.length) throw new ApiError('NOT_FOUND', { field: 'imageIds' });
  }
  const [row] = await db
    .insert(feedback)
    .values({ memberId, category: entry.category, content: entry.content.trim(), imageIds })
    .returning({ id: feedback.id });
  if (!row) throw new Error('feedback insert returned nothing');
  return { id: row.id };
}

function feedbackSummaryOf(row: FeedbackRow) {
  return {
    id: row.id,
    category: row.category,
    content: row.content,
    status: row.reply ? ('replied' as const) : ('submitted' as const),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listFeedback(
  db: Database,
  memberId: string,
  paging: { page: number; pageSize: number },
) {
  const { rows, total } = await selectPage(
    db,
    feedback,
    eq(feedback.memberId, memberId),
    [desc(feedback.createdAt), desc(feedback.id)],
    paging,
  );
  return { list: rows.map(feedbackSummaryOf), total };
}

export async function feedbackDetail(db: Database, memberId: string, id: string) {
  const [row] = isUuid(id)
    ? await db
        .select()
        .from(feedback)
        .where(and(eq(feedback.id, id), eq(feedback.memberId, memberId)))
    : [];
  if (!row) throw new ApiError('NOT_FOUND', { field: 'id' });
  return { ...feedbackSummaryOf(row), imageUrls: row.imageIds.map(imageUrl), reply: row.reply };
}

/** Feedback no operator has answered yet, oldest first (the operator tool's queue), with who sent it. */
export async function feedbackAwaitingReply(db: Database) {
  return db
    .select({
      id: feedback.id,
      siteCode: members.siteCode,
      username: members.username,
      category: feedback.category,
      content: feedback.content,
      imageIds: feedback.imageIds,
      createdAt: feedback.createdAt,
    })
    .from(feedback)
    .innerJoin(members, eq(members.id, feedback.memberId))
    .where(isNull(feedback.reply))
    .orderBy(asc(feedback.createdAt), asc(feedback.id));
}

/**
 * The operator's answer to one feedback entry, given once: a second reply changes nothing (like a decided deposit),
 * so a repeated command cannot silently rewrite what the member has already read.
 */
export async function replyToFeedback(
  db: Database,
  id: string,
  reply: string,
): Promise<{ changed: boolean; found: boolean }> {
  if (!isUuid(id)) return { changed: false, found: false };
  const updated = await db
    .update(feedback)
    .set({ reply })
    .where(and(eq(feedback.id, id), isNull(feedback.reply)))
    .returning({ id: feedback.id });
  if (updated.length > 0) return { changed: true, found: true };
  const [existing] = await db.select({ id: feedback.id }).from(feedback).where(eq(feedback.id, id));
  return { changed: false, found: existing !== undefined };
}
