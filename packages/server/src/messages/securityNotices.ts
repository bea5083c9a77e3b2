import { isLocale } from '@platform/domain';
import { securityCentreSettings, siteConfigs } from '@platform/site-config';
import type { DomainEventPublisher, DomainEventSubscriptions } from '../events/domainEvents.ts';
import { type InboxNotice, inboxNoticeText, storedInboxNotice } from './inboxNotice.ts';
import { addToInbox } from './service.ts';

/**
 * Puts a notice in the member's inbox, in the transaction of the change, for each security change (issue 23), on a
 * site with the security centre. The notice is stored as what it says (`notice`), which the inbox renders in the
 * language of each request, and as text in the site's language (what a reader of the raw row sees). The inbox
 * announces its new unread count as a live event. A new withdrawal account's notice says from when it can be used
 * (the site's delay for new accounts), on the site's wall clock.
 */
export function noticeSecurityChanges(events: DomainEventSubscriptions & DomainEventPublisher): void {
  events.subscribe('member.securityChanged', async (transaction, change) => {
    const config = Object.hasOwn(siteConfigs, change.siteCode)
      ? siteConfigs[change.siteCode as keyof typeof siteConfigs]
      : undefined;
    if (!config || !securityCentreSettings(config).enabled) return;
    const locale = isLocale(config.defaultLanguage) ? config.defaultLanguage : 'zh-CN';
    const notice: InboxNotice =
      change.usableFrom && change.usableFrom.getTime() > change.occurredAt.getTime()
        ? { security: change.change, usableFrom: change.usableFrom }
        : { security: change.change };
    const stored = storedInboxNotice(notice);
    const siteText = inboxNoticeText(stored, locale, config.timeZone);
    if (!siteText) return;
    await addToInbox(transaction, events, { memberId: change.memberId, ...siteText, notice: stored });
  });
}
