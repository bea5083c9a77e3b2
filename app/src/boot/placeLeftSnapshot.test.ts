import { routePaths } from '@platform/domain';
import { afterEach, describe, expect, test } from 'vitest';
import { paintPlaceLeft, revealLivePage } from './placeLeftSnapshot.ts';
import { rememberPaintedPage } from './rememberPaintedPage.ts';

afterEach(() => {
  document.getElementById('place-left-snapshot')?.remove();
  document.getElementById('root')?.remove();
  sessionStorage.clear();
  history.replaceState(null, '', '/');
});

function appRoot(html: string): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

describe('the page left for a game, painted before the app loads', () => {
  test('is painted on the way back only, once, inert and hidden from assistive technology, over the hidden root', () => {
    const root = appRoot('<button>Dice</button>');
    rememberPaintedPage(window);
    root.innerHTML = '';

    paintPlaceLeft(window);
    expect(document.getElementById('place-left-snapshot')).toBeNull();

    history.replaceState(null, '', routePaths.venueBack);
    paintPlaceLeft(window);
    const snapshot = document.getElementById('place-left-snapshot');
    expect(snapshot?.innerHTML).toBe('<button>Dice</button>');
    expect(snapshot?.inert).toBe(true);
    expect(snapshot?.getAttribute('aria-hidden')).toBe('true');
    expect(root.hidden).toBe(true);
    expect(performance.getEntriesByName('place-left-painted')).not.toHaveLength(0);

    // Shown once: a reload of the way back paints nothing remembered.
    revealLivePage(document);
    paintPlaceLeft(window);
    expect(document.getElementById('place-left-snapshot')).toBeNull();
  });

  test('gives way to the live page in one step, and does nothing when nothing was painted', () => {
    const root = appRoot('<p>live</p>');
    revealLivePage(document);
    expect(root.hidden).toBe(false);

    rememberPaintedPage(window);
    history.replaceState(null, '', routePaths.venueBack);
    paintPlaceLeft(window);
    revealLivePage(document);
    expect(document.getElementById('place-left-snapshot')).toBeNull();
    expect(root.hidden).toBe(false);
  });

  test('ignores what is not a page it wrote', () => {
    appRoot('');
    history.replaceState(null, '', routePaths.venueBack);
    sessionStorage.setItem('placeLeftSnapshot', '{"html": 3}');
    paintPlaceLeft(window);
    expect(document.getElementById('place-left-snapshot')).toBeNull();
  });
});
