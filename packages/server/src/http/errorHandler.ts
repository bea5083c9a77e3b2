import { type ErrorCode, errorMessage, type RefusalDetails } from '@platform/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, SessionInvalidError } from '../errors/apiError.ts';
import { localeOrDefault } from '../sites/siteDirectory.ts';
import { refusalDetails } from './refusalDetails.ts';
import { sendSessionInvalid } from './registerEndpoint.ts';

/**
 * The code for each client-error status Fastify or a plugin raises on its own (@fastify/static refuses `..` and
 * NUL paths with 403 and unsatisfiable ranges with 416; the router answers 414 for an overlong parameter, …): the
 * request was the client's mistake, so it stays that 4xx with a code the app can show, never a 500.
 */
const codeByClientStatus: Partial<Record<number, ErrorCode>> = {
  400: 'MALFORMED_BODY',
  403: 'PATH_FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URL_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  416: 'RANGE_NOT_SATISFIABLE',
  429: 'RATE_LIMITED',
  431: 'HEADERS_TOO_LARGE',
};

/** Fastify's and its plugins' failures as catalogue errors; anything that is not a client error is a 500. */
function apiErrorForFrameworkError(error: FastifyError): ApiError {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError('UNSUPPORTED_MEDIA_TYPE');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return new ApiError('PAYLOAD_TOO_LARGE');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new ApiError('MALFORMED_BODY');
    case 'FST_ERR_BAD_URL':
      return new ApiError('URL_INVALID');
  }
  if (error instanceof SyntaxError) return new ApiError('MALFORMED_BODY');
  const status = error.statusCode;
  if (status === undefined || status < 400 || status > 499) return new ApiError('INTERNAL_ERROR');
  return new ApiError(codeByClientStatus[status] ?? 'REQUEST_REFUSED', { httpStatus: status });
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: ApiError): FastifyReply {
  const site = request.site ?? request.server.platform.sites.resolve(undefined, request.headers.host);
  const languageHeader = request.headers.lang;
  const locale =
    request.locale ??
    localeOrDefault(Array.isArray(languageHeader) ? languageHeader[0] : languageHeader, site);
  const details = error.refusal ? refusalDetails(error.refusal, locale, site) : undefined;
  const data: { code: string; message: string; field?: string; details?: RefusalDetails } = {
    code: error.code,
    message: errorMessage(error.code, locale, details),
  };
  if (error.field) data.field = error.field;
  if (details) data.details = details;
  return reply.code(error.httpStatus).send({ status: false, data });
}

/** Any error a handler, Fastify or a plugin raised, answered in the envelope; unexpected ones are logged. */
export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof SessionInvalidError) return sendSessionInvalid(reply);
  if (error instanceof ApiError) return sendError(request, reply, error);
  const answer = apiErrorForFrameworkError(error);
  if (answer.code === 'INTERNAL_ERROR') request.log.error({ err: error }, 'unhandled error');
  return sendError(request, reply, answer);
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(answerError);
}
