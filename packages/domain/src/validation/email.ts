import { invalid, type ValidationResult, valid } from './validationCodes.ts';

// Pragmatic, not RFC 5322: what mail providers actually issue. One @, no spaces, dotted domain with a 2+ letter TLD.
const emailPattern = /^[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

export function validateEmail(value: string): ValidationResult {
  const email = value.trim();
  if (email === '') return invalid('EMAIL_REQUIRED');
  const [localPart = ''] = email.split('@');
  const wellFormed =
    email.length <= 254 &&
    localPart.length <= 64 &&
    !localPart.startsWith('.') &&
    !localPart.endsWith('.') &&
    !localPart.includes('..') &&
    emailPattern.test(email);
  return wellFormed ? valid : invalid('EMAIL_INVALID');
}
