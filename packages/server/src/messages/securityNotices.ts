import { isLocale } from '@platform/domain';
import { securityCentreSettings, siteConfigs } from '@platform/site-config';
import type { DomainEventPublisher, DomainEventSubscriptions } from '../events/domainEvents.ts';
import { wallClock } from '../http/refusalDetails.ts';
import { serverText } from '../i18n/serverText.ts';
import { addToInbox } from './service.ts';

/**
 * Puts a notice in the member's inbox, in the transaction of the change, for each security change (issue 23), on a
 * site with the security centre. It is written in the site's language: a member's own choice of language lives in
 * their app, not on the server. The inbox announces its new unread count as a live event. A new withdrawal account's
 * notice says from when it can be used (the site's delay for new accounts), on the site's wall clock.
 */
export function noticeSecurityChanges(events: DomainEventSubscriptions & DomainEventPublisher): void {
  events.subscribe('member.securityChanged', async (transaction, change) => {
    const config = Object.hasOwn(siteConfigs, change.siteCode)
      ? siteConfigs[change.siteCode as keyof typeof siteConfigs]
      : undefined;
    if (!config || !securityCentreSettings(config).enabled) return;
    const locale = isLocale(config.defaultLanguage) ? config.defaultLanguage : 'zh-CN';
    const text = serverText(locale);
    const notice = text.securityNotices[change.change];
    const usableFrom =
      change.usableFrom && change.usableFrom.getTime() > change.occurredAt.getTime()
        ? text.payoutAccountUsableFrom(wallClock(change.usableFrom, config.timeZone))
        : '';
    await addToInbox(transaction, events, {
      memberId: change.memberId,
      title: notice.title,
      content: notice.content + usableFrom,
    });
  });
}
