// The operator console's client (`@platform/api-client/console`): a subpath of its own, so the member app's bundle
// never carries the console contract.

export { ApiError, RequestFailedError, SessionInvalidError } from '../errors.ts';
export { createIdempotencyKey } from '../idempotencyKey.ts';
export {
  type ConsoleCallArguments,
  type ConsoleCaller,
  type ConsoleClientOptions,
  type ConsoleEndpointName,
  type ConsoleResult,
  createConsoleClient,
} from './consoleClient.ts';
