import { describe, expect, it } from 'vitest';
import { chosenLocale, rememberLocale } from './chosenLocale.ts';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('the console language', () => {
  it('follows the browser at first: English for an English browser, else Chinese', () => {
    expect(chosenLocale(memoryStorage(), ['en-GB', 'zh-CN'])).toBe('en-US');
    expect(chosenLocale(memoryStorage(), ['zh-TW'])).toBe('zh-CN');
    expect(chosenLocale(memoryStorage(), [])).toBe('zh-CN');
  });

  it('keeps the operator’s choice, and ignores a stored value the console does not offer', () => {
    const storage = memoryStorage();
    rememberLocale(storage, 'en-US');
    expect(chosenLocale(storage, ['zh-CN'])).toBe('en-US');
    storage.setItem('console.locale', 'en-XA');
    expect(chosenLocale(storage, ['zh-CN'])).toBe('zh-CN');
  });
});
