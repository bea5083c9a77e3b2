import { describe, expect, it } from 'vitest';
import { gameLaunchPath, routePaths, tutorialPath, tutorialSlugs } from './routePaths.ts';

describe('route paths (spec §2)', () => {
  it('names every path once', () => {
    const paths = Object.values(routePaths);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('keeps the spec login and venue-return paths', () => {
    expect(routePaths.login).toBe('/login');
    expect(routePaths.venueBack).toBe('/app/venueBack');
  });

  it('serves the 16 tutorials under /tutorial/', () => {
    expect(tutorialSlugs).toHaveLength(16);
    expect(tutorialPath('games/answer')).toBe('/tutorial/games/answer');
  });

  it('encodes each game launch segment', () => {
    expect(gameLaunchPath({ id: 7, title: '真人 视讯', code: 'ag', gtype: 2 })).toBe(
      `/games/7/${encodeURIComponent('真人 视讯')}/ag/2`,
    );
  });
});
