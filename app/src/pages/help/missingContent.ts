import { ApiError } from '@platform/api-client';

/**
 * The API's answer for content that is not there: an unknown id or slug (NOT_FOUND), or one that cannot name any
 * content (refused on the field itself, e.g. `?id=<b>`). The member sees "not found" either way, never a retry.
 */
export function isMissingContent(error: unknown, field: 'id' | 'slug'): boolean {
  return error instanceof ApiError && (error.hasCode('NOT_FOUND') || error.field === field);
}
