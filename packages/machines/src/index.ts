export {
  type SessionEvent,
  type SessionInput,
  type SessionTag,
  type SignedInSession,
  sessionClearingActions,
  sessionMachine,
  sessionTags,
} from './session/sessionMachine.ts';
