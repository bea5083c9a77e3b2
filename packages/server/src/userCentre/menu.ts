import { type Locale, routePaths } from '@platform/domain';
import { type SiteConfig, securityCentreSettings } from '@platform/site-config';
import type { UserCentreEntryKey, UserCentreSectionKey } from '../i18n/serverStrings.ts';
import { serverText } from '../i18n/serverText.ts';

interface MenuEntry {
  key: UserCentreEntryKey;
  route: string;
  icon: string;
  /** Entries of a tool a site may switch off (safer play, the security centre) are listed only where it is offered. */
  offeredOn?: (siteConfig: SiteConfig) => boolean;
}

/**
 * Menu tree `010` of `member/tree`: the user centre's sections, each entry naming the app route it opens.
 * The spec shows only the call (`id 010`); this is the tree a member needs to reach every member page. Titles are
 * the server's words (i18n/), in the member's language.
 */
const sections: { key: UserCentreSectionKey; children: MenuEntry[] }[] = [
  {
    key: 'finance',
    children: [
      {
        key: 'deposit',
        route: routePaths.deposit,
        icon: 'deposit',
      },
      {
        key: 'withdraw',
        route: routePaths.withdraw,
        icon: 'withdraw',
      },
      {
        key: 'transfer',
        route: routePaths.transfer,
        icon: 'transfer',
      },
      {
        key: 'assets',
        route: routePaths.myAssets,
        icon: 'assets',
      },
      {
        key: 'cards',
        route: routePaths.cards,
        icon: 'card',
      },
    ],
  },
  {
    key: 'records',
    children: [
      {
        key: 'bets',
        route: routePaths.bettingRecord,
        icon: 'bets',
      },
      {
        key: 'transactions',
        route: routePaths.transactionRecord,
        icon: 'transactions',
      },
      {
        key: 'redemptions',
        route: routePaths.redemptionRecord,
        icon: 'redemptions',
      },
      {
        key: 'tasks',
        route: routePaths.taskRecords,
        icon: 'tasks',
      },
    ],
  },
  {
    key: 'account',
    children: [
      {
        key: 'messages',
        route: routePaths.messages,
        icon: 'message',
      },
      {
        key: 'vip',
        route: routePaths.vipPrivilege,
        icon: 'vip',
      },
      {
        key: 'taskCentre',
        route: routePaths.task,
        icon: 'task',
      },
      {
        key: 'personal',
        route: routePaths.personalInfo,
        icon: 'person',
      },
      {
        key: 'settings',
        route: routePaths.setting,
        icon: 'settings',
      },
      {
        key: 'saferPlay',
        route: routePaths.saferPlay,
        icon: 'settings',
        offeredOn: (config) => config.saferPlay !== undefined,
      },
      {
        key: 'securityCentre',
        route: routePaths.securityCentre,
        icon: 'settings',
        offeredOn: (config) => securityCentreSettings(config).enabled,
      },
      {
        key: 'agent',
        route: routePaths.agentPage,
        icon: 'agent',
      },
    ],
  },
  {
    key: 'help',
    children: [
      {
        key: 'feedback',
        route: routePaths.feedback,
        icon: 'feedback',
      },
      {
        key: 'helpCentre',
        route: routePaths.helpCentre,
        icon: 'help',
      },
      {
        key: 'customer',
        route: routePaths.customerService,
        icon: 'service',
      },
    ],
  },
];

export function userCentreMenu(locale: Locale, siteConfig: SiteConfig, badges: { unreadMessages: number }) {
  const titles = serverText(locale).userCentreMenu;
  return sections.map((section) => ({
    key: section.key,
    title: titles.sections[section.key],
    children: section.children
      .filter((entry) => entry.offeredOn?.(siteConfig) ?? true)
      .map((entry) => ({
        key: entry.key,
        title: titles.entries[entry.key],
        route: entry.route,
        icon: entry.icon,
        ...(entry.key === 'messages' ? { badge: badges.unreadMessages } : {}),
      })),
  }));
}
