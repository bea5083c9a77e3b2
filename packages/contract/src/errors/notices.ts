/**
 * Member-facing messages that are not server errors (spec §8): success toasts and client-side failures. Their
 * words are in `languages/<locale>.ts`, beside the error messages, so every language's wording is in one place.
 */
export const noticeNames = [
  'MODIFIED_SUCCESSFULLY',
  'BINDING_SUCCEEDED',
  'SUBMITTED_SUCCESSFULLY',
  'COPIED_SUCCESSFULLY',
  'PASSWORD_CHANGED',
  'COPY_FAILED',
  'PLEASE_TRY_AGAIN',
  'DOMAIN_HIJACKED',
] as const;

export type NoticeName = (typeof noticeNames)[number];
