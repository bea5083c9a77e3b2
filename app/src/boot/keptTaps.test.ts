import { afterEach, describe, expect, test } from 'vitest';
import { appStarterSource, starterModulesAttribute } from '../ssr/appStarter.ts';
import { releaseKeptTaps, replayTaps } from './keptTaps.ts';

afterEach(() => {
  releaseKeptTaps(window);
  document.getElementById('root')?.remove();
  document.getElementById('starter')?.remove();
});

/** A server-rendered #root whose button and tab count their taps (as their handlers will once hydrated). */
function renderedRoot() {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = '<button type="button">Slots</button><div role="tab">Live</div><a href="#games">Games</a>';
  document.body.append(root);
  const taps: string[] = [];
  for (const element of root.querySelectorAll('button, [role="tab"]')) {
    element.addEventListener('click', () => taps.push(element.textContent ?? ''));
  }
  const [button, tab, link] = [...root.children] as HTMLElement[];
  if (button === undefined || tab === undefined || link === undefined) throw new Error('the markup above');
  return { button, tab, link, taps };
}

/** Runs the starter as the page's deferred script does, with an entry that loads nothing. */
function runStarter() {
  const script = document.createElement('script');
  script.id = 'starter';
  script.setAttribute(starterModulesAttribute, JSON.stringify(['data:text/javascript,']));
  script.textContent = appStarterSource;
  document.head.append(script);
}

describe('taps on the server-rendered page before it hydrates', () => {
  test('the starter keeps a tap on a button or tab (a repeated one once), leaves links alone, and hands the taps over once', () => {
    const { button, tab, link, taps } = renderedRoot();
    runStarter();
    const submitted = button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    tab.click();
    tab.click();
    link.click();
    // Neither handler ran, nor the button's default action; the link navigated as HTML does. The tab tapped twice
    // (nothing answered the first) is kept once.
    expect(taps).toEqual([]);
    expect(submitted).toBe(false);
    expect(window.location.hash).toBe('#games');
    expect(releaseKeptTaps(window)).toEqual([button, tab]);
    // Released: taps reach the page, and nothing is kept or handed over again.
    button.click();
    expect(taps).toEqual(['Slots']);
    expect(releaseKeptTaps(window)).toEqual([]);
  });

  test('replayed in order, each on the page the one before left, skipping a target no longer on it', async () => {
    const { button, tab, taps } = renderedRoot();
    button.addEventListener('click', () => tab.remove());
    const other = renderedRoot();
    await replayTaps([button, tab, other.tab]);
    expect([...taps, ...other.taps]).toEqual(['Slots', 'Live']);
  });
});
