import type { ErrorCode } from '@platform/contract';
import { ApiError } from '../errors/apiError.ts';
import type { RefusalFacts } from '../errors/refusalFacts.ts';

/** A limit or break refusal carrying what is left and when it resets, or when the break ends. */
export function saferPlayRefusal(code: ErrorCode, facts: RefusalFacts): ApiError {
  return new ApiError(code, { refusal: facts });
}
