import {
  type RequiredField,
  type ValidationResult,
  validateRequired,
  validationMessage,
} from '@platform/domain';
import { useState } from 'react';
import { useLocale } from '../../i18n/index.ts';

/** A domain rule applied to a field's current text. */
export type FieldRule = (value: string) => ValidationResult;

export interface FieldValidationOptions {
  /** The field's current text. */
  value: string;
  /** The domain rule; without one the field only shows `error`. */
  rule?: FieldRule | undefined;
  /**
   * The field's own "required" prompt from the domain (e.g. `boundPhone`); when set, an empty value gets that
   * prompt instead of the rule's generic one.
   */
  requiredField?: RequiredField | undefined;
  /** A message from outside (the server, or a rule across fields); shown whenever it is set. */
  error?: string | undefined;
  /** Show the rule's message before the member has left the field, e.g. after a submit attempt. */
  showValidation?: boolean | undefined;
}

/**
 * The message a field shows: an outside error first, otherwise the domain rule's message in the
 * member's language. The rule's message waits until the member has left the field once (or the form
 * asks for it), so nobody is scolded for a half-typed value.
 */
export function useFieldValidation({
  value,
  rule,
  requiredField,
  error,
  showValidation,
}: FieldValidationOptions) {
  const locale = useLocale();
  const [hasLeftField, setHasLeftField] = useState(false);
  let message: string | undefined = error || undefined;
  if (message === undefined && (hasLeftField || showValidation)) {
    const result = checkValue(value, rule, requiredField);
    message = result.ok ? undefined : validationMessage(result.code, locale);
  }
  return { message, markLeftField: () => setHasLeftField(true) };
}

function checkValue(value: string, rule: FieldRule | undefined, requiredField: RequiredField | undefined) {
  if (requiredField) {
    const required = validateRequired(requiredField, value);
    if (!required.ok) {
      return required;
    }
  }
  return rule ? rule(value) : ({ ok: true } as const);
}
