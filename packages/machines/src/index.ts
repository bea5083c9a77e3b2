export {
  type AppUpdateEvent,
  type AppUpdateTag,
  appUpdateMachine,
  appUpdateTags,
} from './appUpdate/appUpdateMachine.ts';
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
  type RealityCheckContext,
  type RealityCheckEvent,
  type RealityCheckInput,
  type RealityCheckReading,
  type RealityCheckTag,
  realityCheckMachine,
  realityCheckTags,
} from './realityCheck/realityCheckMachine.ts';
export {
  createRecommendedMatchesMachine,
  type RecommendedMatchesContext,
  type RecommendedMatchesEvent,
  type RecommendedMatchesInput,
  type RecommendedMatchesTag,
  type RecommendedMatchPageRequest,
  type RecommendedMatchPageResult,
  recommendedMatchesTags,
} from './recommendedMatches/recommendedMatchesMachine.ts';
export {
  type SessionEvent,
  type SessionInput,
  type SessionTag,
  type SignedInSession,
  sessionClearingActions,
  sessionMachine,
  sessionTags,
} from './session/sessionMachine.ts';
export { effectsStillToProvide } from './shared/notProvided.ts';
export {
  PASSWORD_CONFIRMATION_MISMATCH,
  WITHDRAW_PASSWORD_REQUIRED_MESSAGE_KEY,
  type WithdrawalAction,
  type WithdrawPasswordConfig,
  type WithdrawPasswordField,
  type WithdrawPasswordFlags,
  type WithdrawPasswordGateContext,
  type WithdrawPasswordGateEvent,
  type WithdrawPasswordGateTag,
  withdrawalActions,
  withdrawPasswordFields,
  withdrawPasswordGateMachine,
  withdrawPasswordGateTags,
} from './withdrawPasswordGate/withdrawPasswordGateMachine.ts';
