import {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import type { DestinationStream } from 'pino';

/**
 * Everything that must never reach a log: session tokens (`t` request header, `id` response header),
 * credentials and cookies, idempotency keys. Bodies are never logged at all (passwords, ciphertexts and codes
 * travel only there), and query strings are cut from logged URLs.
 */
export const redactedPaths = [
  'req.headers.t',
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["idempotency-key"]',
  'res.headers.id',
  'res.headers["set-cookie"]',
  'headers.t',
  'body',
  'req.body',
  'password',
  '*.password',
];

/**
 * Fields of database errors that carry members' input: drizzle's `params`, PostgreSQL's `detail` ("Key
 * (username)=(…) already exists"), `where` and `internalQuery`. The SQL text itself has only placeholders.
 */
const INPUT_BEARING_ERROR_FIELDS = new Set([
  'params',
  'parameters',
  'detail',
  'where',
  'internalQuery',
  'hint',
]);

/** Drizzle writes the parameters into the message after the query: `Failed query: …\nparams: …`. */
function withoutParameters(message: string): string {
  const cut = message.indexOf('\nparams:');
  return cut === -1 ? message : `${message.slice(0, cut)}\nparams: [redacted]`;
}

interface LoggedError {
  type: string;
  message: string;
  stack: string;
  cause?: LoggedError;
  [field: string]: unknown;
}

/**
 * Errors as they are logged (500s above all): type, message, stack frames and the database's codes, with every
 * field that carries members' input redacted and the parameters cut out of the message and the stack.
 */
function loggedErrorAt(error: unknown, depth: number): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '[redacted]', stack: '' };
  const message = withoutParameters(error.message);
  const frames = (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));
  const logged: LoggedError = {
    type: error.name,
    message,
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
  };
  for (const [field, value] of Object.entries(error)) {
    if (field === 'cause' || field === 'message' || field === 'stack') continue;
    if (INPUT_BEARING_ERROR_FIELDS.has(field)) logged[field] = '[redacted]';
    else if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) logged[field] = value;
  }
  if (error.cause !== undefined && depth < 3) logged.cause = loggedErrorAt(error.cause, depth + 1);
  return logged;
}

export function loggedError(error: unknown): LoggedError {
  return loggedErrorAt(error, 0);
}

interface LoggedRequest {
  method: string;
  url: string;
  id: string;
  ip: string;
}

export function loggerOptions(level: string, stream?: DestinationStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: redactedPaths, censor: '[redacted]' },
    serializers: {
      err: loggedError,
      req(request: LoggedRequest) {
        // The path only: a query string may carry a token handed over in a link.
        return { method: request.method, url: request.url.split('?')[0], id: request.id, ip: request.ip };
      },
    },
  };
}

/**
 * The request line's own logger: the app's, without redaction. Redaction (`@pinojs/redact`, which parses every
 * path again on every line) took more than half of what a line costs, and the request line has nothing to
 * redact: it is built below from the method, the path (the `req` serializer cuts the query), the request id, the
 * address, the status and the time, never from headers, bodies or errors.
 */
const requestLineLoggers = new WeakMap<FastifyBaseLogger, FastifyBaseLogger>();
function requestLineLogger(appLogger: FastifyBaseLogger): FastifyBaseLogger {
  let logger = requestLineLoggers.get(appLogger);
  if (!logger) {
    logger = appLogger.child({}, { redact: [] });
    requestLineLoggers.set(appLogger, logger);
  }
  return logger;
}

/**
 * One line per request, written when the reply has gone: method, path (no query string), request id, address,
 * status and time taken. Fastify's default writes two lines per request, one as it arrives and one as it ends,
 * so it formatted, redacted and wrote twice on the hot path. A failed reply is logged at `error` with the error,
 * through the redacting logger; every other log line of Fastify (errors, route not found, …) is kept as it is.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
      return;
    }
    const line: { reqId: string; req: LoggedRequest; res: { statusCode: number }; responseTime: number } = {
      reqId: request.id,
      req: { method: request.method, url: request.url, id: request.id, ip: request.ip },
      res: { statusCode: reply.statusCode },
      responseTime: reply.elapsedTime,
    };
    requestLineLogger(request.server.log).info(line, 'request completed');
  }
}

export const requestLogController = (): LogController => new OneLinePerRequest();
