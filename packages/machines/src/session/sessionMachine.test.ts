import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { withTestEffects } from '../../test/testEffects.ts';
import { type SessionInput, sessionClearingActions, sessionMachine } from './sessionMachine.ts';

function startSession(input: SessionInput) {
  const recorded = withTestEffects(sessionMachine);
  const actor = createActor(recorded.machine, { input }).start();
  return { actor, recorded };
}

const webVisitor = { hasSessionToken: false, inNativeApp: false };
const webMember = { hasSessionToken: true, inNativeApp: false };
const nativeMember = { hasSessionToken: true, inNativeApp: true };

describe('session machine', () => {
  it('starts as a visitor without a stored token and signed in with one', () => {
    expect(startSession(webVisitor).actor.getSnapshot().hasTag('visitor')).toBe(true);
    expect(startSession(webMember).actor.getSnapshot().hasTag('signedIn')).toBe(true);
  });

  it('stores the session the login flow produced', () => {
    const { actor, recorded } = startSession(webVisitor);
    actor.send({ type: 'SESSION.SIGNED_IN', session: { token: 'abc', vid: 'v-1' } });
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(recorded.log).toEqual([{ name: 'storeSession', params: { token: 'abc', vid: 'v-1' } }]);
  });

  it('signs in with a handed-over session (and its vid), setting the native login flag only inside the native app', () => {
    const web = startSession(webVisitor);
    web.actor.send({ type: 'SESSION.HANDOFF', token: 'handed' });
    expect(web.actor.getSnapshot().value).toBe('signedIn');
    expect(web.recorded.names()).toEqual(['storeSession']);

    const withVid = startSession(webVisitor);
    withVid.actor.send({ type: 'SESSION.HANDOFF', token: 'exchanged', vid: 'v-2' });
    expect(withVid.recorded.log).toEqual([
      { name: 'storeSession', params: { token: 'exchanged', vid: 'v-2' } },
    ]);

    const native = startSession({ hasSessionToken: false, inNativeApp: true });
    native.actor.send({ type: 'SESSION.HANDOFF', token: 'handed' });
    expect(native.recorded.log).toEqual([
      { name: 'storeSession', params: { token: 'handed', vid: null } },
      { name: 'setNativeLoginFlag', params: undefined },
    ]);
  });

  it('logout clears the token, user info, balance, unread count, withdraw-password config, throttles and task data', () => {
    const { actor, recorded } = startSession(webMember);
    actor.send({ type: 'LOGOUT' });
    expect(actor.getSnapshot().value).toBe('visitor');
    expect(recorded.names()).toEqual([...sessionClearingActions]);
  });

  it('on an invalid session in the browser it clears everything and goes to /login', () => {
    const { actor, recorded } = startSession(webMember);
    actor.send({ type: 'SESSION.INVALID' });
    expect(actor.getSnapshot().value).toBe('visitor');
    expect(recorded.names()).toEqual([...sessionClearingActions, 'navigateToLogin']);
  });

  it('on an invalid session in the native app it clears everything and asks for the native sign-in instead', () => {
    const { actor, recorded } = startSession(nativeMember);
    actor.send({ type: 'SESSION.INVALID' });
    expect(actor.getSnapshot().value).toBe('visitor');
    expect(recorded.names()).toEqual([...sessionClearingActions, 'requestNativeSignIn']);
  });

  it('a stale token while a visitor is still removed and sends the member to /login', () => {
    const { actor, recorded } = startSession(webVisitor);
    actor.send({ type: 'SESSION.INVALID' });
    expect(recorded.names()).toContain('clearSessionToken');
    expect(recorded.names().at(-1)).toBe('navigateToLogin');
  });

  it('ignores a second sign-in while signed in and a logout while a visitor', () => {
    const signedIn = startSession(webMember);
    signedIn.actor.send({ type: 'SESSION.SIGNED_IN', session: { token: 'other', vid: null } });
    expect(signedIn.recorded.log).toEqual([]);
    const visitor = startSession(webVisitor);
    visitor.actor.send({ type: 'LOGOUT' });
    expect(visitor.recorded.log).toEqual([]);
  });

  it('names the missing wiring when the app forgets to provide an effect', () => {
    const actor = createActor(sessionMachine, { input: webMember });
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    actor.send({ type: 'LOGOUT' });
    expect(String(errors[0])).toContain('the app must provide the "clearSessionToken" action');
  });
});
