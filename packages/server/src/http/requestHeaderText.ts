import { type EndpointDefinition, IDEMPOTENCY_KEY_PATTERN, requestHeaders } from '@platform/contract';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors/apiError.ts';

/** A request header's text: the first of a repeated header, undefined when absent. */
export function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The `Idempotency-Key` of a money-moving endpoint, checked for presence and format before the handler runs (the
 * member API's and the console's alike); null for any other endpoint.
 */
export function idempotencyKeyOf(endpoint: EndpointDefinition, request: FastifyRequest): string | null {
  if (!endpoint.moneyMoving) return null;
  const key = headerText(request.headers[requestHeaders.idempotencyKey]);
  if (!key) throw new ApiError('IDEMPOTENCY_KEY_REQUIRED');
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new ApiError('IDEMPOTENCY_KEY_INVALID');
  return key;
}
