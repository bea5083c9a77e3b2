import { type ErrorCode, errorMessage } from '@platform/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { localeOrDefault } from '../sites/siteDirectory.ts';
import { ApiError, SessionInvalidError } from './apiError.ts';
import { sendSessionInvalid } from './registerEndpoint.ts';

/** Fastify's own failures (parsing, limits) mapped to catalogue codes; anything unknown is a 500. */
function codeForFrameworkError(error: FastifyError): ErrorCode {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return 'PAYLOAD_TOO_LARGE';
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return 'MALFORMED_BODY';
    default:
      if (error.statusCode === 429) return 'RATE_LIMITED';
      if (error instanceof SyntaxError || error.statusCode === 400) return 'MALFORMED_BODY';
      if (error.statusCode === 413) return 'PAYLOAD_TOO_LARGE';
      if (error.statusCode === 415) return 'UNSUPPORTED_MEDIA_TYPE';
      return 'INTERNAL_ERROR';
  }
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: ApiError): FastifyReply {
  const site = request.site ?? request.server.platform.sites.resolve(undefined, request.headers.host);
  const languageHeader = request.headers.lang;
  const locale =
    request.locale ??
    localeOrDefault(Array.isArray(languageHeader) ? languageHeader[0] : languageHeader, site);
  const data: { code: string; message: string; field?: string } = {
    code: error.code,
    message: errorMessage(error.code, locale),
  };
  if (error.field) data.field = error.field;
  return reply.code(error.httpStatus).send({ status: false, data });
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof SessionInvalidError) return sendSessionInvalid(reply);
    if (error instanceof ApiError) return sendError(request, reply, error);
    const code = codeForFrameworkError(error);
    if (code === 'INTERNAL_ERROR') request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, new ApiError(code));
  });
}
