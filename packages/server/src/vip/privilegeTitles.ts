import type { Locale } from '@platform/domain';
import type { PrivilegeKey } from '../i18n/serverStrings.ts';
import { serverText } from '../i18n/serverText.ts';

export type { PrivilegeKey };

function isPrivilegeKey(key: string, known: object): key is PrivilegeKey {
  return Object.hasOwn(known, key);
}

/**
 * A privilege's name for a member: a level row stores each privilege's key, value and the operator's title; a key
 * the platform knows reads the platform's name in the member's language (i18n/), another keeps the stored title.
 */
export function privilegeTitle(privilege: { key: string; title: string }, locale: Locale): string {
  const names = serverText(locale).vipPrivileges;
  return isPrivilegeKey(privilege.key, names) ? names[privilege.key] : privilege.title;
}
