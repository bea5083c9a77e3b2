export {
  type GameIdentity,
  type GameSessionContext,
  type GameSessionEvent,
  type GameSessionInput,
  type GameSessionTag,
  gameSessionMachine,
  gameSessionTags,
  HEARTBEATS_FAILED_BEFORE_CONNECTION_PROBLEM,
} from './gameSession/gameSessionMachine.ts';
export { classifyLoginFailure, type LoginFailure } from './login/loginFailure.ts';
export {
  type CaptchaImage,
  type LoginContext,
  type LoginEvent,
  type LoginField,
  type LoginSubmission,
  type LoginTag,
  loginFields,
  loginMachine,
  loginTags,
} from './login/loginMachine.ts';
export {
  type SessionEvent,
  type SessionInput,
  type SessionTag,
  type SignedInSession,
  sessionClearingActions,
  sessionMachine,
  sessionTags,
} from './session/sessionMachine.ts';
