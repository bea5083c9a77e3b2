import { type ContentLocale, contentLocale, type Locale } from '@platform/domain';

/**
 * The names of the privileges the platform knows, per language: a level row stores each privilege's key, value and
 * the operator's (Chinese) title, and a member reads the platform's name in their language. A key the platform
 * does not know keeps the stored title.
 */
export const privilegeTitles = {
  withdrawals: { 'zh-CN': '每日提款次数', 'zh-HK': '每日提款次數', 'en-US': 'Withdrawals per day' },
  upgradeBonus: { 'zh-CN': '晋级礼金', 'zh-HK': '晉級禮金', 'en-US': 'Upgrade bonus' },
  rebate: { 'zh-CN': '返水比例', 'zh-HK': '返水比例', 'en-US': 'Rebate rate' },
} as const satisfies Record<string, Record<ContentLocale, string>>;
export type PrivilegeKey = keyof typeof privilegeTitles;

function isPrivilegeKey(key: string): key is PrivilegeKey {
  return Object.hasOwn(privilegeTitles, key);
}

export function privilegeTitle(privilege: { key: string; title: string }, locale: Locale): string {
  return isPrivilegeKey(privilege.key)
    ? privilegeTitles[privilege.key][contentLocale(locale)]
    : privilege.title;
}
