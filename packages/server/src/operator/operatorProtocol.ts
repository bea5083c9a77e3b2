/**
 * How the operator tool talks to a running API (operatorServer.ts answers, operatorClient.ts asks): one route on
 * a loopback-only listener of its own, never part of the member API, its contract or its OpenAPI document.
 * Replies use the API's envelope: `{status: true, data: {lines}}` or `{status: false, data: {code, message}}`.
 * The messages are for the operator at a terminal, in English like the tool's usage.
 */
export const OPERATOR_COMMAND_PATH = '/operator/v1/commands';

/** The body: the command line as typed (the server parses it again) and who typed it (the ledger's actor). */
export interface OperatorCommandRequest {
  args: string[];
  operator: string;
}

export const operatorErrors = {
  OPERATOR_NOT_LOOPBACK: {
    httpStatus: 403,
    message: 'operator commands are accepted from this machine only',
  },
  OPERATOR_TOKEN_INVALID: { httpStatus: 401, message: 'missing or wrong operator token' },
  OPERATOR_TOO_MANY_FAILURES: {
    httpStatus: 429,
    message: 'too many wrong operator tokens; every request is refused for a minute',
  },
  OPERATOR_REQUEST_INVALID: {
    httpStatus: 400,
    message: 'the body must be JSON {"args": [words…], "operator": name}',
  },
  /** The command line does not match the usage (the message says how). */
  OPERATOR_USAGE: { httpStatus: 400, message: 'usage' },
  /** The command ran and was refused or failed (the message says why); lines printed before are in `lines`. */
  OPERATOR_COMMAND_FAILED: { httpStatus: 409, message: 'the command failed' },
  NOT_FOUND: { httpStatus: 404, message: 'no such operator route' },
  INTERNAL_ERROR: { httpStatus: 500, message: 'the API failed; see its log' },
} as const;

export type OperatorErrorCode = keyof typeof operatorErrors;

export type OperatorReply =
  | { status: true; data: { lines: string[] } }
  | { status: false; data: { code: OperatorErrorCode; message: string; lines?: string[] } };
