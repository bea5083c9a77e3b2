import { describe, expect, test } from 'vitest';
import { pseudoLocalise, pseudoLocaliseText } from './pseudoLocalise.ts';

describe('the pseudo-locale', () => {
  test('accents, lengthens by about 35% and marks a string', () => {
    const text = 'Sign in to see your balance';
    const pseudo = pseudoLocaliseText(text);
    expect(pseudo).toMatch(/^⟦Šíĝñ íñ ţó šéé ýóúŕ ƀáĺáñçé.*⟧$/);
    expect(pseudo.length).toBeGreaterThanOrEqual(Math.round(text.length * 1.35));
  });

  test('keeps a catalog’s shape and the data a message function is given', () => {
    const catalog = {
      title: 'Offers',
      period: (start: string, end: string) => `From ${start} to ${end}`,
      tags: ['New'],
    };
    const pseudo = pseudoLocalise(catalog);
    expect(pseudo.title).toMatch(/^⟦Óƒƒéŕš.*⟧$/);
    expect(pseudo.period('2026-01-01', '2026-02-01')).toMatch(/^⟦Ƒŕóɱ 2026-01-01 ţó 2026-02-01.*⟧$/);
    expect(pseudo.tags[0]).toMatch(/^⟦Ñéŵ/);
  });

  test('leaves markup as it is: a paragraph stays a paragraph, an entity its character', () => {
    expect(pseudoLocaliseText('<p>Tom &amp; Jerry</p>')).toMatch(/^⟦<p>Ţóɱ &amp; Ĵéŕŕý<\/p>.*⟧$/);
  });
});
