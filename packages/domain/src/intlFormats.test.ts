import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intlFormats.ts';

describe('kept Intl formatters', () => {
  it('gives the same formatter for the same locale and options, made once', () => {
    const first = dateTimeFormat('zh-CN', { dateStyle: 'medium', timeZone: 'Asia/Shanghai' });
    expect(dateTimeFormat('zh-CN', { dateStyle: 'medium', timeZone: 'Asia/Shanghai' })).toBe(first);
    expect(numberFormat('en-US', { maximumFractionDigits: 0 })).toBe(
      numberFormat('en-US', { maximumFractionDigits: 0 }),
    );
  });

  it('keeps formatters of other locales or options apart, each formatting as Intl does', () => {
    const instant = Date.UTC(2026, 10, 26, 16, 30);
    const shanghai = dateTimeFormat('en-US', { timeStyle: 'short', timeZone: 'Asia/Shanghai' });
    const london = dateTimeFormat('en-US', { timeStyle: 'short', timeZone: 'Europe/London' });
    expect(shanghai).not.toBe(london);
    expect(shanghai.format(instant)).toBe('12:30 AM');
    expect(london.format(instant)).toBe('4:30 PM');
    expect(dateTimeFormat('zh-CN', { timeStyle: 'short', timeZone: 'Asia/Shanghai' }).format(instant)).toBe(
      new Intl.DateTimeFormat('zh-CN', { timeStyle: 'short', timeZone: 'Asia/Shanghai' }).format(instant),
    );
  });
});
