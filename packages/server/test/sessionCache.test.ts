import { endpoints, SESSION_INVALID_DATA } from '@platform/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema/members.ts';
import type { RevocationFeed, RevocationSubscriber } from '../src/security/revocationFeed.ts';
import { sha256Hex } from '../src/security/tokens.ts';
import { createTestApp, get, postForm, signIn, type TestApp } from './support/testApp.ts';

/** A feed the test drives: whether it is live, and what it delivers. */
function controlledFeed() {
  const subscribers: RevocationSubscriber[] = [];
  const feed: RevocationFeed & { live: boolean } = {
    live: true,
    subscribe: (subscriber) => void subscribers.push(subscriber),
    delivered: async () => {},
    close: async () => {},
  };
  return {
    feed,
    announce: (token: string) => {
      for (const subscriber of subscribers) subscriber.revoked(sha256Hex(token));
    },
    /** As the PostgreSQL feed does: down means "do not trust"; back means "you may have missed something". */
    setLive: (live: boolean) => {
      feed.live = live;
      for (const subscriber of subscribers) subscriber.reset();
    },
  };
}

/**
 * The session cache's rules, with the revocation feed in the test's hands: what another instance's revocation
 * looks like to this one (a row revoked behind its back, then a notification, or no notification at all).
 */
describe('the session cache trusts only a live revocation feed', () => {
  const controlled = controlledFeed();
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ revocationFeed: controlled.feed });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const balance = async (token: string) =>
    (await get(testApp.app, endpoints.balance.path, { token })).statusCode;
  /** Another instance revokes the session: the row changes, this process is not told (yet). */
  const revokeElsewhere = (token: string) =>
    testApp.connection.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.tokenHash, sha256Hex(token)));

  it('answers signed-in reads from memory while the feed is live, and forgets a session the feed announces', async () => {
    controlled.feed.live = true;
    const token = await signIn(testApp.app);
    expect(await balance(token)).toBe(200);
    await revokeElsewhere(token);
    // no database read for the session: the cached one answers (this is what keeps a signed-in read at one query)
    expect(await balance(token)).toBe(200);
    controlled.announce(token);
    expect(await balance(token)).toBe(401);
  });

  it('checks the session in the database for any request that changes state, whatever the cache holds', async () => {
    controlled.feed.live = true;
    const token = await signIn(testApp.app);
    expect(await balance(token)).toBe(200);
    await revokeElsewhere(token);
    const renewal = await postForm(testApp.app, endpoints.renewSession.path, {}, { token });
    expect({ status: renewal.statusCode, body: renewal.json() }).toEqual({
      status: 401,
      body: { status: false, data: SESSION_INVALID_DATA },
    });
  });

  it('reads every session from the database while the feed is down, and starts afresh when it is back', async () => {
    controlled.setLive(true);
    const [readDuringOutage, readAfterOutage] = [await signIn(testApp.app), await signIn(testApp.app)];
    expect([await balance(readDuringOutage), await balance(readAfterOutage)]).toEqual([200, 200]);
    controlled.setLive(false);
    await revokeElsewhere(readDuringOutage);
    await revokeElsewhere(readAfterOutage);
    expect(await balance(readDuringOutage)).toBe(401);
    controlled.setLive(true);
    expect(await balance(readAfterOutage)).toBe(401);
  });
});
