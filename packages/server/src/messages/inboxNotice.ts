import type { Locale } from '@platform/domain';
import type { StoredInboxNotice } from '../db/schema/messages.ts';
import { SECURITY_CHANGES, type SecurityChange } from '../events/domainEvents.ts';
import { wallClock } from '../http/refusalDetails.ts';
import { serverText } from '../i18n/serverText.ts';

/**
 * A notice the platform puts in a member's inbox (issue 23's security notices), kept as what it says rather than
 * in words: the member reads it in the language their app asks in, whichever language the site had when it was
 * written (issue 21: one word per thing in each language).
 */
export type InboxNotice = { security: SecurityChange; usableFrom?: Date };

export function storedInboxNotice(notice: InboxNotice): StoredInboxNotice {
  return notice.usableFrom
    ? { security: notice.security, usableFrom: notice.usableFrom.toISOString() }
    : { security: notice.security };
}

function isSecurityChange(value: string): value is SecurityChange {
  return (SECURITY_CHANGES as readonly string[]).includes(value);
}

/**
 * The notice's title and content in `locale`; a time in it on the site's wall clock. A stored notice this server
 * does not know (written by a later version, say) is undefined, and the reader keeps the text stored with it.
 */
export function inboxNoticeText(
  stored: StoredInboxNotice,
  locale: Locale,
  timeZone: string,
): { title: string; content: string } | undefined {
  if (!isSecurityChange(stored.security)) return undefined;
  const text = serverText(locale);
  const notice = text.securityNotices[stored.security];
  const usableFrom = stored.usableFrom ? new Date(stored.usableFrom) : undefined;
  const usableFromLine =
    usableFrom && !Number.isNaN(usableFrom.getTime())
      ? text.payoutAccountUsableFrom(wallClock(usableFrom, timeZone))
      : '';
  return { title: notice.title, content: notice.content + usableFromLine };
}
