export { type ApiClient, type ApiClientOptions, createApiClient } from './apiClient.ts';
export type {
  CallArgumentList,
  CallArguments,
  CallResult,
  EndpointCaller,
  EndpointFunctions,
} from './endpointCalls.ts';
export {
  ApiError,
  RequestFailedError,
  type RequestFailureKind,
  SessionInvalidError,
} from './errors.ts';
export {
  applySignInHandoff,
  type HandoffEnvironment,
  type HandoffResult,
  handoffQueryParameters,
} from './handoff.ts';
export { exchangeHandoffCode, type HandedSession } from './handoffExchange.ts';
export { createIdempotencyKey } from './idempotencyKey.ts';
export {
  type EventSourceLike,
  type EventStreamStatus,
  type EventStreamTicketIssuer,
  type MemberEvent,
  type MemberEventStream,
  type MemberEventStreamOptions,
  startMemberEventStream,
} from './memberEventStream.ts';
export {
  createNativeBridge,
  NATIVE_APP_FLAG_VALUE,
  NATIVE_SHELL_GLOBAL_NAME,
  type NativeBridge,
} from './nativeBridge.ts';
export {
  encryptPassword,
  importPasswordPublicKey,
  PasswordEncryptionUnavailableError,
} from './passwordEncryption.ts';
export type { PasswordEncryptor } from './passwordFields.ts';
export { ProofOfWorkUnsolvedError, solveProofOfWork } from './proofOfWork.ts';
export { defaultRetrySettings, type RetrySettings } from './retryPolicy.ts';
export { LOGIN_PATH } from './sessionInvalid.ts';
export {
  type ClientStorage,
  createMemoryStorage,
  type KeyValueStorage,
  type SessionStore,
} from './sessionStore.ts';
export { createThrottleRegistry, type ThrottleRegistry } from './throttleRegistry.ts';
