import { describe, expect, it } from 'vitest';
import { contrastRatio, parseCssColor } from './cssColor.ts';

describe('parseCssColor', () => {
  it.each([
    ['#fff', { red: 255, green: 255, blue: 255, alpha: 1 }],
    ['#000000', { red: 0, green: 0, blue: 0, alpha: 1 }],
    ['#1747A6', { red: 23, green: 71, blue: 166, alpha: 1 }],
    ['#ff000080', { red: 255, green: 0, blue: 0, alpha: 128 / 255 }],
    ['#f008', { red: 255, green: 0, blue: 0, alpha: 136 / 255 }],
    ['rgb(10, 20, 30)', { red: 10, green: 20, blue: 30, alpha: 1 }],
    ['rgba(0,0,0,0.5)', { red: 0, green: 0, blue: 0, alpha: 0.5 }],
    ['rgb(100%, 0%, 50%)', { red: 255, green: 0, blue: 127.5, alpha: 1 }],
  ])('%s', (text, expected) => {
    expect(parseCssColor(text)).toEqual(expected);
  });

  it.each([
    'blue',
    '#12',
    '#12345',
    '#ggg',
    'rgb(300, 0, 0)',
    'rgb(1, 2)',
    'rgba(0, 0, 0, 2)',
    'rgb(-1, 0, 0)',
    'hsl(0, 0%, 0%)',
    '',
  ])('rejects %j', (text) => expect(parseCssColor(text)).toBeNull());
});

describe('contrastRatio (WCAG 2.x)', () => {
  const color = (text: string) => parseCssColor(text) ?? { red: 0, green: 0, blue: 0, alpha: 0 };
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#777777', '#ffffff', 4.48],
    ['#767676', '#ffffff', 4.54],
    ['#ffffff', '#1747a6', 8.44],
  ])('%s on %s is %d:1', (foreground, background, ratio) => {
    expect(contrastRatio(color(foreground), color(background))).toBeCloseTo(ratio, 2);
  });

  it('is symmetric for opaque colours', () => {
    expect(contrastRatio(color('#1747a6'), color('#f5b400'))).toBeCloseTo(
      contrastRatio(color('#f5b400'), color('#1747a6')),
      10,
    );
  });

  it('judges translucent text as painted on its background', () => {
    expect(contrastRatio(color('rgba(0, 0, 0, 0.5)'), color('#ffffff'))).toBeCloseTo(
      contrastRatio(color('#808080'), color('#ffffff')),
      1,
    );
  });
});
