import { STREAM_CURSOR_PATTERN } from '@platform/contract';
import { ApiError } from '../errors/apiError.ts';

/**
 * Where a stream stands: the last member event and the last site-wide event it has passed (sent, or skipped as
 * not for this session). Written as the frame id `<member>.<site>`; each number only grows, in commit order.
 */
export type StreamCursor = { member: number; site: number };

export const formatCursor = (cursor: StreamCursor): string => `${cursor.member}.${cursor.site}`;

/** The resume point a client sent (header or query), or null for none; a malformed one is a 400 with a code. */
export function parseCursor(text: string | undefined): StreamCursor | null {
  if (text === undefined || text === '') return null;
  const match = STREAM_CURSOR_PATTERN.exec(text);
  if (!match) throw new ApiError('EVENT_STREAM_CURSOR_INVALID', { field: 'lastEventId' });
  const member = Number(match[1]);
  const site = Number(match[2]);
  if (!Number.isSafeInteger(member) || !Number.isSafeInteger(site))
    throw new ApiError('EVENT_STREAM_CURSOR_INVALID', { field: 'lastEventId' });
  return { member, site };
}
