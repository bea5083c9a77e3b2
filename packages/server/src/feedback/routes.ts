import multipart from '@fastify/multipart';
import { endpoints, UPLOAD_MAX_BYTES } from '@platform/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../errors/apiError.ts';
import { registerEndpoint } from '../http/registerEndpoint.ts';
import { acceptedImageType } from './imageType.ts';
import { feedbackDetail, findOwnUpload, listFeedback, storeUpload, submitFeedback } from './service.ts';

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

/**
 * The one endpoint that takes multipart, in a context of its own with @fastify/multipart: the plugin adds an
 * async `onRequest` and `onResponse` hook to every route of the context it is registered in, and every other
 * route refuses multipart anyway (415, no parser for it).
 */
async function registerUpload(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  registerEndpoint(app, endpoints.upload, async ({ db, request, signedInMember }) => {
    const content = await readUploadedFile(request);
    if (content.length === 0) throw new ApiError('FIELD_REQUIRED', { field: 'file' });
    const mime = await acceptedImageType(content);
    if (!mime) throw new ApiError('UPLOAD_NOT_AN_IMAGE', { field: 'file' });
    return storeUpload(db, signedInMember.id, content, mime);
  });
}

/** Image upload (content-sniffed, never trusting the declared type) and the member's feedback. */
export async function registerFeedbackRoutes(app: FastifyInstance): Promise<void> {
  await app.register(registerUpload);

  // Only the uploader's own session reads an image (operators use the CLI); to anyone else it does not exist.
  registerEndpoint(app, endpoints.uploadedImage, async ({ db, query, reply, member }) => {
    const row = member ? await findOwnUpload(db, query.id, member.id) : undefined;
    if (!row) throw new ApiError('NOT_FOUND', { field: 'id' });
    reply.header('content-type', row.contentType);
    reply.header('cache-control', 'private, max-age=86400, immutable');
    reply.header('content-security-policy', "default-src 'none'; sandbox");
    return Buffer.from(row.contentBase64, 'base64') as unknown as Blob;
  });

  registerEndpoint(app, endpoints.feedbackSubmit, async ({ db, body, signedInMember }) =>
    submitFeedback(db, signedInMember.id, {
      category: body.category,
      content: body.content,
      imageIds: body.imageIds ?? [],
    }),
  );

  registerEndpoint(app, endpoints.feedbackList, async ({ db, body, signedInMember }) =>
    listFeedback(db, signedInMember.id, { page: body.page ?? 1, pageSize: body.page_size ?? 20 }),
  );

  registerEndpoint(app, endpoints.feedbackDetail, async ({ db, query, signedInMember }) =>
    feedbackDetail(db, signedInMember.id, query.id),
  );
}
