import type { TLocalizedValidationError } from 'typebox/error';
import { ApiError } from '../errors/apiError.ts';

/** Turns the first schema error into FIELD_REQUIRED or FIELD_INVALID naming the field at fault. */
export function validationFailure(errors: readonly TLocalizedValidationError[]): ApiError {
  const [first] = errors;
  if (!first) return new ApiError('FIELD_INVALID');
  const path = first.instancePath
    .split('/')
    .filter((segment) => segment !== '')
    .join('.');
  if (first.keyword === 'required') {
    const missing = (first.params as { requiredProperties?: string[] }).requiredProperties?.[0];
    return new ApiError('FIELD_REQUIRED', { field: [path, missing].filter(Boolean).join('.') || undefined });
  }
  return new ApiError('FIELD_INVALID', { field: path || undefined });
}
