import { storageKeys } from '@platform/domain';
import { describe, expect, it } from 'vitest';
import { applySignInHandoff } from '../src/handoff.ts';
import { createNativeBridge } from '../src/nativeBridge.ts';
import { createMemoryStorage } from '../src/sessionStore.ts';

/**
 * A tiny History/Location pair with the browser's replaceState semantics (same-origin URL only, resolves
 * against the current URL, keeps the entry count), so the handoff runs against real URL handling without a DOM.
 */
function createPage(href: string, host: Record<string, unknown> = {}) {
  const location = { href };
  const entries: string[] = [href];
  const history = {
    state: { from: 'router' } as unknown,
    replaceState(state: unknown, _unused: string, url?: string | URL | null) {
      const next = new URL(String(url ?? location.href), location.href);
      if (next.origin !== new URL(location.href).origin)
        throw new Error('SecurityError: cross-origin replaceState');
      this.state = state;
      location.href = next.href;
      entries[entries.length - 1] = next.href;
    },
  };
  const sessionStorage = createMemoryStorage();
  const nativeBridge = createNativeBridge(host, sessionStorage);
  return { location, history, entries, sessionStorage, nativeBridge };
}

describe('sign-in handoff', () => {
  it('takes the handoff code out of the address bar, keeping the rest, and stores nothing as the session token', () => {
    const page = createPage('https://m.example.com/app/home?token=abc123&tab=2#top');
    const result = applySignInHandoff(page);
    expect(page.sessionStorage.getItem(storageKeys.session.token)).toBeNull();
    expect(page.location.href).toBe('https://m.example.com/app/home?tab=2#top');
    expect(page.entries).toEqual(['https://m.example.com/app/home?tab=2#top']);
    expect(page.history.state).toEqual({ from: 'router' });
    expect(result).toEqual({ handoffCode: 'abc123', nativeApp: false, inviteCode: null });
  });

  it('never replaces the session token a tab already holds, and leaves a URL without parameters untouched', () => {
    const page = createPage('https://m.example.com/app/center?token=attacker-code');
    page.sessionStorage.setItem(storageKeys.session.token, 'mine');
    expect(applySignInHandoff(page).handoffCode).toBe('attacker-code');
    expect(page.sessionStorage.getItem(storageKeys.session.token)).toBe('mine');
    expect(page.location.href).toBe('https://m.example.com/app/center');

    const plain = createPage('https://m.example.com/app/home');
    let replaced = false;
    plain.history.replaceState = () => {
      replaced = true;
    };
    expect(applySignInHandoff(plain)).toEqual({ handoffCode: null, nativeApp: false, inviteCode: null });
    expect(replaced).toBe(false);
  });

  it('takes an empty code for none but still cleans it from the URL', () => {
    const page = createPage('https://m.example.com/?token=');
    expect(applySignInHandoff(page).handoffCode).toBeNull();
    expect(page.sessionStorage.getItem(storageKeys.session.token)).toBeNull();
    expect(page.location.href).toBe('https://m.example.com/');
  });

  it('in the native app (injected shell) sets the app flag', () => {
    const page = createPage('https://m.example.com/app/home?token=t1', {
      platformNative: { requestSignIn() {} },
    });
    expect(applySignInHandoff(page)).toMatchObject({ handoffCode: 't1', nativeApp: true });
    expect(page.sessionStorage.getItem(storageKeys.session.nativeApp)).toBe('1');
  });

  it('in the native app (app=1 marker) sets the app flag, which survives a reload without the marker', () => {
    const page = createPage('https://m.example.com/app/home?token=t1&app=1');
    expect(applySignInHandoff(page).nativeApp).toBe(true);
    expect(page.location.href).toBe('https://m.example.com/app/home');
    expect(page.sessionStorage.getItem(storageKeys.session.nativeApp)).toBe('1');
    expect(applySignInHandoff(page).nativeApp).toBe(true);
  });

  it('keeps the invite code from i_code, or from invite_code, in session aid', () => {
    const fromShortName = createPage('https://m.example.com/entry/register?i_code=INV42');
    expect(applySignInHandoff(fromShortName).inviteCode).toBe('INV42');
    expect(fromShortName.sessionStorage.getItem(storageKeys.session.inviteCode)).toBe('INV42');
    expect(fromShortName.location.href).toBe('https://m.example.com/entry/register?i_code=INV42');

    const fromLongName = createPage('https://m.example.com/entry/register?invite_code=CAMPAIGN7');
    expect(applySignInHandoff(fromLongName).inviteCode).toBe('CAMPAIGN7');
    expect(fromLongName.sessionStorage.getItem(storageKeys.session.inviteCode)).toBe('CAMPAIGN7');

    const both = createPage('https://m.example.com/?invite_code=LONG&i_code=SHORT');
    expect(applySignInHandoff(both).inviteCode).toBe('SHORT');
  });

  it('remembers an earlier invite code when a later page has none', () => {
    const page = createPage('https://m.example.com/?i_code=FIRST');
    applySignInHandoff(page);
    page.location.href = 'https://m.example.com/entry/register';
    expect(applySignInHandoff(page).inviteCode).toBe('FIRST');
  });
});
