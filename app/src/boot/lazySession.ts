import type { SessionEvent, SessionInput } from '@platform/machines';
import type { Actor } from 'xstate';
import type { SessionFlow, SessionFlowDependencies } from '../flows/sessionFlow.ts';

/** The page load's session: visitor or signed in, and the events that change it (the session machine's). */
export type Session = {
  signedIn(): boolean;
  /** Calls `onChange` whenever the session may have changed; returns the unsubscribe. */
  subscribe(onChange: () => void): () => void;
  send(event: SessionEvent): void;
  /**
   * Starts the machine if it has not started; resolves once it runs and every event sent so far has gone through
   * it. Boot calls it when the browser is idle after the first paint; sign-out waits for it before leaving.
   */
  ready(): Promise<void>;
  stop(): void;
};

/**
 * The session machine, started on its first event instead of at boot: a page load that only looks (most first
 * paints) needs no xstate nor the machine to paint (issue 20's boot budget); boot starts it once the browser is idle.
 * Until then the session is what the stored token says now (`hasToken`), as the machine's own first state would:
 * a session found invalid before the machine runs has its token removed at once, so a page that asks (the sign-in
 * page sends a signed-in member home) must not see the boot's answer. Events sent meanwhile wait for the machine
 * and run in order.
 */
export function createLazySession(
  dependencies: SessionFlowDependencies,
  input: SessionInput,
  hasToken: () => boolean,
): Session {
  const listeners = new Set<() => void>();
  const waiting: SessionEvent[] = [];
  let actor: Actor<SessionFlow> | null = null;
  let started: Promise<void> | null = null;
  let stopped = false;

  const start = () => {
    started ??= import('../flows/sessionFlow.ts').then(({ startSessionActor }) => {
      if (stopped) return;
      const running = startSessionActor(dependencies, input);
      running.subscribe(() => {
        for (const listener of listeners) listener();
      });
      actor = running;
      for (const event of waiting.splice(0)) running.send(event);
    });
    return started;
  };

  return {
    signedIn: () => (actor === null ? hasToken() : actor.getSnapshot().hasTag('signedIn')),
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    send(event) {
      if (actor !== null) actor.send(event);
      else {
        waiting.push(event);
        void start();
      }
    },
    ready: start,
    stop() {
      stopped = true;
      actor?.stop();
    },
  };
}
