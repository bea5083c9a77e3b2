import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import pino, { type DestinationStream } from 'pino';

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

/** The parts of a pino logger the request line is assembled from (pino.symbols: exported for this use). */
type PinoInternals = {
  [pino.symbols.timeSym]: () => string;
  [pino.symbols.chindingsSym]: string;
  [pino.symbols.streamSym]: DestinationStream;
};

/** A field as JSON, or nothing at all for a missing value (as pino leaves out an undefined field). */
function jsonField(name: string, value: string | undefined): string {
  return value === undefined ? '' : `,"${name}":${JSON.stringify(value)}`;
}

/**
 * The request line, byte for byte what `logger.info({ [label]: id, req, res: { statusCode }, responseTime },
 * 'request completed')` writes through the `req` serializer (test/requestLogLine.test.ts compares the two), but
 * assembled directly: pino's path (its serializers, the redaction every line paid, a generic stringify of each
 * value) cost more than the rest of the request's own code. Everything in the line is chosen here, never copied
 * from headers, bodies or errors, so there is nothing to redact: the method, the path without its query string,
 * the request id, the peer address, the status and the time taken. It goes to the logger's own destination,
 * after the level prefix, time and bindings (pid, hostname) the logger itself would write.
 */
function requestLine(
  logger: PinoInternals,
  label: string,
  request: FastifyRequest,
  statusCode: number,
  responseTime: number,
): string {
  const url = request.url;
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const id = JSON.stringify(request.id);
  const req = `{"method":${JSON.stringify(request.method)},"url":${JSON.stringify(path)},"id":${id}${jsonField('ip', request.ip)}}`;
  const time = Number.isFinite(responseTime) ? responseTime : null;
  return `{"level":30${logger[pino.symbols.timeSym]()}${logger[pino.symbols.chindingsSym]},${JSON.stringify(label)}:${id},"req":${req},"res":{"statusCode":${statusCode}},"responseTime":${time},"msg":"request completed"}\n`;
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
    const logger = request.server.log as unknown as pino.Logger & PinoInternals;
    if (!logger.isLevelEnabled('info')) return;
    logger[pino.symbols.streamSym].write(
      requestLine(logger, this.requestIdLogLabel, request, reply.statusCode, reply.elapsedTime),
    );
  }
}

export const requestLogController = (): LogController => new OneLinePerRequest();
