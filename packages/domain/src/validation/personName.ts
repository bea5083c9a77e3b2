import { invalid, type ValidationResult, valid } from './validationCodes.ts';

/**
 * What a person's name (real name, card holder) may not contain: markup, control characters, bidirectional
 * overrides, embeddings and isolates (which make a name display as something else, "Trojan Source" style), and
 * zero-width or invisible characters (which make two names look the same).
 */
const forbiddenInName = /[<>\p{Cc}\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/u;

export function validatePersonName(value: string): ValidationResult {
  return forbiddenInName.test(value) ? invalid('PERSON_NAME_INVALID') : valid;
}

/** The real name's length, in characters after trimming; the contract's body schema uses the same bounds. */
export const REAL_NAME_MIN_LENGTH = 2;
export const REAL_NAME_MAX_LENGTH = 40;

/** The member's real name (personal info): 2-40 characters, and nothing a person's name may not contain. */
export function validateRealName(value: string): ValidationResult {
  const length = [...value.trim()].length;
  if (length < REAL_NAME_MIN_LENGTH || length > REAL_NAME_MAX_LENGTH) return invalid('REAL_NAME_LENGTH');
  return validatePersonName(value);
}
