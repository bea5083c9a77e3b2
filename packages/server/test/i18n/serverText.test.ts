import { locales, pseudoEnd, pseudoStart } from '@platform/domain';
import { requireSiteConfig } from '@platform/site-config';
import { describe, expect, it } from 'vitest';
import { serverCatalog } from '../../src/i18n/serverText.ts';
import { activityRewardTitle, taskCentreText } from '../../src/tasks/taskCentreText.ts';
import { userCentreMenu } from '../../src/userCentre/menu.ts';
import { privilegeTitle } from '../../src/vip/privilegeTitles.ts';

/** Every string a catalog holds, message functions called with a sample argument. */
function wordsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return [value(7)];
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(wordsOf);
  return [];
}

const pseudo = (text: string) => text.startsWith(pseudoStart) && text.endsWith(pseudoEnd);

describe('the server texts catalog (one file per language in src/i18n/languages)', () => {
  it('has every word in every language the product ships, none empty', () => {
    const shape = wordsOf(serverCatalog['en-US']).length;
    for (const locale of locales) {
      const words = wordsOf(serverCatalog[locale]);
      expect(words, locale).toHaveLength(shape);
      expect(
        words.filter((word) => word.trim() === ''),
        locale,
      ).toEqual([]);
    }
  });

  it('gives the pseudo-locale its own marked words, generated from en-US', () => {
    expect(wordsOf(serverCatalog['en-XA']).filter((word) => !pseudo(word))).toEqual([]);
  });

  it('is where the menu, the task centre and the privilege names take their words from', () => {
    const menu = userCentreMenu('en-XA', requireSiteConfig('hgty'), { unreadMessages: 0 });
    const titles = menu.flatMap((section) => [
      section.title,
      ...section.children.map((entry) => entry.title),
    ]);
    expect(titles.filter((title) => !pseudo(title))).toEqual([]);
    expect(Object.values(taskCentreText('en-XA')).filter((text) => !pseudo(text))).toEqual([]);
    expect(pseudo(activityRewardTitle(300, 'en-XA'))).toBe(true);
    expect(activityRewardTitle(300, 'en-XA')).toContain('300');
    expect(pseudo(privilegeTitle({ key: 'rebate', title: '返水比例' }, 'en-XA'))).toBe(true);
    expect(privilegeTitle({ key: 'birthdayGift', title: '生日礼金' }, 'en-XA')).toBe('生日礼金');
  });
});
