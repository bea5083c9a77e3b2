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
