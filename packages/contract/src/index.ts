export * from './defineEndpoint.ts';
export * from './endpoints/common.ts';
export { type MaintenanceScope, maintenanceScopes } from './endpoints/consoleActionSchemas.ts';
export {
  ACTIVITY_RULES_MAX_LENGTH,
  ACTIVITY_SUMMARY_MAX_LENGTH,
  ACTIVITY_TITLE_MAX_LENGTH,
  CONTENT_IMAGE_MAX_BYTES,
} from './endpoints/consoleContentSchemas.ts';
export { type ConsoleEndpoints, consoleEndpoints } from './endpoints/consoleEndpoints.ts';
export { MEMBER_NOTE_MAX_LENGTH } from './endpoints/consoleMemberSchemas.ts';
export * from './endpoints/consoleVocabulary.ts';
export {
  FEEDBACK_CATEGORIES,
  FEEDBACK_CONTENT_LENGTH,
  FEEDBACK_MAX_IMAGES,
  type FeedbackCategory,
  UPLOAD_IMAGE_TYPES,
  UPLOAD_MAX_BYTES,
} from './endpoints/feedbackLimits.ts';
export { type EndpointName, type Endpoints, endpoints } from './endpoints/index.ts';
export { MAXIMUM_REQUEST_AMOUNT_MINOR } from './endpoints/money.ts';
export * from './endpoints/security.ts';
export { MemberInfo, ProofOfWorkChallenge } from './endpoints/session.ts';
export { type TaskStatus, taskStatuses } from './endpoints/tasks.ts';
export * from './errors/index.ts';
export * from './memberEvents.ts';
export { openapiDocument } from './openapi.ts';
export type { EndpointRoute } from './routes/endpointRoute.ts';
export { endpointRoutes } from './routes/endpointRoutes.generated.ts';
export * from './transport/bodyCodec.ts';
export * from './transport/envelope.ts';
export * from './transport/formCoercion.ts';
export * from './transport/headers.ts';
export * from './transport/refusalDetails.ts';
export * from './transport/sessionInvalid.ts';
