import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { MemberSessionRevoker } from '../console/memberAccess.ts';
import type { Database } from '../db/database.ts';
import { installSecurityHeaders } from '../http/securityHeaders.ts';
import { loggerOptions } from '../logging.ts';
import { type Clock, systemClock } from '../security/clock.ts';
import type { SiteDirectory } from '../sites/siteDirectory.ts';
import { describeFailure, executeOperatorCommand } from './commands.ts';
import { parseOperatorCommand, UsageError } from './operatorCommand.ts';
import { createOperatorGate } from './operatorGate.ts';
import {
  OPERATOR_COMMAND_PATH,
  type OperatorErrorCode,
  type OperatorReply,
  operatorErrors,
} from './operatorProtocol.ts';

export interface OperatorServerOptions {
  db: Database;
  /** The API's member sessions: a member the tool locks is signed out of this API at once (its cache forgets). */
  sessions?: MemberSessionRevoker;
  token: string;
  sites: SiteDirectory;
  logLevel?: string;
  clock?: Clock;
}

/** Room for a long article's HTML; the member API's 64 KB cap is for members. */
const OPERATOR_BODY_LIMIT_BYTES = 1024 * 1024;
const MAX_ARGUMENTS = 200;
/** Any name the CLI would record when it runs the command itself (OPERATOR or USER), short and printable. */
const OPERATOR_NAME = /^[^\p{C}]{1,64}$/u;

function refuse(reply: FastifyReply, code: OperatorErrorCode, message?: string, lines?: string[]) {
  const error = operatorErrors[code];
  const body: OperatorReply = {
    status: false,
    data: { code, message: message ?? error.message, ...(lines?.length ? { lines } : {}) },
  };
  return reply.code(error.httpStatus).send(body);
}

function requestOf(body: unknown): { args: string[]; operator: string } | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { args, operator } = body as Record<string, unknown>;
  if (!Array.isArray(args) || args.length > MAX_ARGUMENTS) return undefined;
  if (!args.every((word): word is string => typeof word === 'string')) return undefined;
  if (typeof operator !== 'string' || !OPERATOR_NAME.test(operator)) return undefined;
  return { args, operator };
}

/**
 * The operator endpoint of a running API, as its own Fastify instance (not listening; `startOperatorServer`
 * listens): nothing of the member pipeline (sites, sessions, contract decoding) applies, the member API's routes
 * are not here, and this route is not there. Every command runs through `executeOperatorCommand`, the same code
 * the CLI runs when it opens the database itself.
 */
export async function buildOperatorServer(options: OperatorServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(options.logLevel ?? 'info'),
    bodyLimit: OPERATOR_BODY_LIMIT_BYTES,
    trustProxy: false,
  });
  const gate = createOperatorGate(options.token, options.clock ?? systemClock);
  await installSecurityHeaders(app, options.sites);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });
  // Before any body is read: the peer is the socket's (trustProxy is off and no header is consulted).
  app.addHook('onRequest', async (request, reply) => {
    const refusal = gate.refusal(request.socket.remoteAddress, request.headers.authorization);
    if (refusal) return refuse(reply, refusal);
  });
  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    if ((error.statusCode ?? 500) < 500) return refuse(reply, 'OPERATOR_REQUEST_INVALID');
    request.log.error({ err: error }, 'operator endpoint failed');
    return refuse(reply, 'INTERNAL_ERROR');
  });
  app.setNotFoundHandler((_request, reply) => refuse(reply, 'NOT_FOUND'));

  app.post(OPERATOR_COMMAND_PATH, async (request, reply) => {
    const body = requestOf(request.body);
    if (!body) return refuse(reply, 'OPERATOR_REQUEST_INVALID');
    const lines: string[] = [];
    try {
      const command = parseOperatorCommand(body.args);
      await executeOperatorCommand(
        options.db,
        command,
        (line) => lines.push(line),
        body.operator,
        options.sessions,
      );
    } catch (error) {
      if (error instanceof UsageError) return refuse(reply, 'OPERATOR_USAGE', error.message, lines);
      request.log.warn({ err: error }, 'operator command failed');
      return refuse(reply, 'OPERATOR_COMMAND_FAILED', describeFailure(error), lines);
    }
    const ok: OperatorReply = { status: true, data: { lines } };
    return reply.send(ok);
  });
  return app;
}

/**
 * Listens on 127.0.0.1, on a port the system picks, whatever HOST the member API uses: exposing the API to the
 * network (HOST=0.0.0.0) or a reverse proxy in front of it never exposes this.
 */
export async function startOperatorServer(options: OperatorServerOptions) {
  const app = await buildOperatorServer(options);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('operator listener has no port');
  return { port: address.port, close: () => app.close() };
}
