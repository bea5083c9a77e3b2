import type { OperatorAccess } from './operatorAccess.ts';
import {
  OPERATOR_COMMAND_PATH,
  type OperatorCommandRequest,
  type OperatorReply,
} from './operatorProtocol.ts';

/** The running API could not be reached at the port its access file names (not started yet, hung, gone). */
export class OperatorServerUnreachableError extends Error {
  override name = 'OperatorServerUnreachableError';
}

/** Sends one command line to the running API's operator listener on loopback and returns its reply. */
export async function sendOperatorCommand(
  access: OperatorAccess,
  request: OperatorCommandRequest,
): Promise<OperatorReply> {
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${access.port}${OPERATOR_COMMAND_PATH}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${access.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(request),
      // a command (the ledger audit of a big database) may take a while; a hung API must not hang the tool
      signal: AbortSignal.timeout(10 * 60_000),
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
    throw new OperatorServerUnreachableError(cause);
  }
  return (await response.json()) as OperatorReply;
}
