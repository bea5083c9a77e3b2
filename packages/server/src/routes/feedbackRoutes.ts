import { endpoints, UPLOAD_IMAGE_TYPES } from '@platform/contract';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { feedback, uploads } from '../db/schema/engagement.ts';
import { selectPage } from '../db/selectPage.ts';
import { ApiError } from '../http/apiError.ts';
import { registerEndpoint } from '../http/registerEndpoint.ts';
import { isUuid } from '../http/uuid.ts';
import { randomToken } from '../security/tokens.ts';

const imageUrl = (id: string) => `/api/f/v1/upload/image?id=${id}`;

function isAllowedImageType(mime: string): mime is (typeof UPLOAD_IMAGE_TYPES)[number] {
  return (UPLOAD_IMAGE_TYPES as readonly string[]).includes(mime);
}

/**
 * Multipart failures that are the client's: a limit (413, mapped by the error handler), or a stream the parser
 * cannot read at all (no boundary, a truncated part), which busboy reports as a plain Error.
 */
function multipartFailure(error: unknown): unknown {
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new ApiError('UNSUPPORTED_MEDIA_TYPE');
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new ApiError('UPLOAD_TOO_LARGE');
  if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) return error;
  return new ApiError('MALFORMED_BODY');
}

/** Reads the single `file` part; multipart limits (5 MB, one file) are enforced by @fastify/multipart. */
async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  try {
    const file = await request.file();
    if (file?.fieldname !== 'file') throw new ApiError('FIELD_REQUIRED', { field: 'file' });
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw multipartFailure(error);
  }
}

/** Image upload (content-sniffed, never trusting the declared type) and the member's feedback. */
export function registerFeedbackRoutes(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.upload, async ({ db, request, signedInMember }) => {
    const content = await readUploadedFile(request);
    if (content.length === 0) throw new ApiError('FIELD_REQUIRED', { field: 'file' });
    const sniffed = await fileTypeFromBuffer(content);
    if (!sniffed || !isAllowedImageType(sniffed.mime))
      throw new ApiError('UPLOAD_NOT_AN_IMAGE', { field: 'file' });
    const id = randomToken(16);
    await db.insert(uploads).values({
      id,
      memberId: signedInMember.id,
      contentType: sniffed.mime,
      size: content.length,
      contentBase64: content.toString('base64'),
    });
    return { id, url: imageUrl(id), contentType: sniffed.mime, size: content.length };
  });

  // Only the uploader's own session reads an image (operators use the CLI); to anyone else it does not exist.
  registerEndpoint(app, endpoints.uploadedImage, async ({ db, query, reply, member }) => {
    const [row] = member
      ? await db
          .select()
          .from(uploads)
          .where(and(eq(uploads.id, query.id), eq(uploads.memberId, member.id)))
      : [];
    if (!row) throw new ApiError('NOT_FOUND', { field: 'id' });
    reply.header('content-type', row.contentType);
    reply.header('cache-control', 'private, max-age=86400, immutable');
    reply.header('content-security-policy', "default-src 'none'; sandbox");
    return Buffer.from(row.contentBase64, 'base64') as unknown as Blob;
  });

  registerEndpoint(app, endpoints.feedbackSubmit, async ({ db, body, signedInMember }) => {
    const imageIds = [...new Set(body.imageIds ?? [])];
    if (imageIds.length > 0) {
      // Only the member's own uploads can be attached.
      const [owned] = await db
        .select({ value: count() })
        .from(uploads)
        .where(and(eq(uploads.memberId, signedInMember.id), inArray(uploads.id, imageIds)));
      if ((owned?.value ?? 0) !== imageIds.length) throw new ApiError('NOT_FOUND', { field: 'imageIds' });
    }
    const [row] = await db
      .insert(feedback)
      .values({
        memberId: signedInMember.id,
        category: body.category,
        content: body.content.trim(),
        imageIds,
      })
      .returning({ id: feedback.id });
    if (!row) throw new Error('feedback insert returned nothing');
    return { id: row.id };
  });

  registerEndpoint(app, endpoints.feedbackList, async ({ db, body, signedInMember }) => {
    const page = body.page ?? 1;
    const pageSize = body.page_size ?? 20;
    const filter = eq(feedback.memberId, signedInMember.id);
    const { rows, total } = await selectPage(
      db,
      feedback,
      filter,
      [desc(feedback.createdAt), desc(feedback.id)],
      { page, pageSize },
    );
    return { list: rows.map(feedbackSummaryOf), total };
  });

  registerEndpoint(app, endpoints.feedbackDetail, async ({ db, query, signedInMember }) => {
    const [row] = isUuid(query.id)
      ? await db
          .select()
          .from(feedback)
          .where(and(eq(feedback.id, query.id), eq(feedback.memberId, signedInMember.id)))
      : [];
    if (!row) throw new ApiError('NOT_FOUND', { field: 'id' });
    return { ...feedbackSummaryOf(row), imageUrls: row.imageIds.map(imageUrl), reply: row.reply };
  });
}

function feedbackSummaryOf(row: typeof feedback.$inferSelect) {
  return {
    id: row.id,
    category: row.category,
    content: row.content,
    status: row.reply ? ('replied' as const) : ('submitted' as const),
    createdAt: row.createdAt.toISOString(),
  };
}
