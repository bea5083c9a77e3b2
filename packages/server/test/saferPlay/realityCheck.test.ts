import { randomUUID } from 'node:crypto';
import { endpoints } from '@platform/contract';
import { HEARTBEAT_INTERVAL_MS } from '@platform/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { platformDomainEvents } from '../../src/composition/domainSubscribers.ts';
import { playRound } from '../../src/demoVenue/demoRounds.ts';
import { findMemberByUsername } from '../../src/members/memberRecords.ts';
import { fundMember } from '../support/moneyFixtures.ts';
import {
  createTestApp,
  errorCodeOf,
  get,
  postForm,
  registerMember,
  type TestApp,
} from '../support/testApp.ts';

type Status = {
  intervalMinutes: number;
  playedSeconds: number;
  netResultMinor: number;
  currency: string;
  checkDue: boolean;
  nextReadInMs: number;
};
type Launched = { gameid: string; platform: string };

const MINUTE_MS = 60_000;
/** Whole minutes played: the test's server clock is real time moved on, so seconds pass while it runs. */
const minutesOf = (status: Status) => Math.floor(status.playedSeconds / 60);
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterEach(() => testApp.resetClock());
afterAll(() => testApp?.close());

const dataOf = <T>(response: { statusCode: number; body: string; json(): unknown }) => {
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: T }).data;
};

async function firstOpenGameId(token: string): Promise<string> {
  const categories = dataOf<{ games: { id: string; maintenance: boolean }[] }[]>(
    await get(testApp.app, endpoints.gameList.path, { token }),
  );
  const game = categories.flatMap((category) => category.games).find((candidate) => !candidate.maintenance);
  if (!game) throw new Error('no open game');
  return game.id;
}

/** A member on hgty with a game open (launched as the game page launches it, and again on each reload). */
async function memberAtTable() {
  const member = await registerMember(testApp);
  const gameId = await firstOpenGameId(member.token);
  const launch = async () =>
    dataOf<Launched>(
      await postForm(testApp.app, endpoints.gameLaunch.path, { gameId }, { token: member.token }),
    );
  const table = await launch();
  const status = async () =>
    dataOf<Status>(await postForm(testApp.app, endpoints.realityCheck.path, table, { token: member.token }));
  /** The game page's heartbeats over `ms`, one every 30 s, on the server's clock. */
  const play = async (ms: number) => {
    for (let played = 0; played < ms; played += HEARTBEAT_INTERVAL_MS) {
      testApp.advanceClock(HEARTBEAT_INTERVAL_MS);
      const heartbeat = await postForm(testApp.app, endpoints.heartbeat.path, table, { token: member.token });
      expect(heartbeat.statusCode, heartbeat.body).toBe(200);
    }
  };
  return { ...member, table, launch, status, play };
}

function chooseInterval(token: string, minutes: number, site = 'hgty') {
  return postForm(testApp.app, endpoints.realityCheckInterval.path, { minutes }, { token, site });
}

describe('reality checks', () => {
  it('fire at the interval the member picked, across a reload, until "continue"; the next falls an interval on', async () => {
    const member = await memberAtTable();
    const state = dataOf<{ realityCheck: { choicesMinutes: number[]; intervalMinutes: number } }>(
      await chooseInterval(member.token, 15),
    );
    expect(state.realityCheck).toEqual({ choicesMinutes: [15, 30, 60], intervalMinutes: 15 });

    // just launched: under a minute played (real seconds pass between the launch and this read under load)
    const fresh = await member.status();
    expect(fresh).toMatchObject({ intervalMinutes: 15, checkDue: false });
    expect(minutesOf(fresh)).toBe(0);
    await member.play(10 * MINUTE_MS);
    // the page reloads: the game is launched again, and the count goes on
    await member.launch();
    const reloaded = await member.status();
    expect(minutesOf(reloaded)).toBe(10);
    expect(reloaded).toMatchObject({ checkDue: false, nextReadInMs: 30_000 });
    await member.play(4.5 * MINUTE_MS);
    const justBefore = await member.status();
    expect(justBefore.checkDue).toBe(false);
    expect(justBefore.nextReadInMs).toBeLessThanOrEqual(30_000);
    await member.play(0.5 * MINUTE_MS);
    const due = await member.status();
    expect(minutesOf(due)).toBe(15);
    expect(due).toMatchObject({ checkDue: true, nextReadInMs: 0 });

    // a reload does not dismiss it
    await member.launch();
    expect((await member.status()).checkDue).toBe(true);

    const continued = dataOf<Status>(
      await postForm(testApp.app, endpoints.realityCheckContinue.path, member.table, { token: member.token }),
    );
    expect(continued.checkDue).toBe(false);
    expect(minutesOf(continued)).toBe(15);
    await member.play(14.5 * MINUTE_MS);
    expect((await member.status()).checkDue).toBe(false);
    await member.play(0.5 * MINUTE_MS);
    const dueAgain = await member.status();
    expect(minutesOf(dueAgain)).toBe(30);
    expect(dueAgain.checkDue).toBe(true);
  });

  it('start again with a new play session once the game was left for longer than the resume window', async () => {
    const member = await memberAtTable();
    await member.play(5 * MINUTE_MS);
    testApp.advanceClock(3 * MINUTE_MS);
    await member.launch();
    expect(minutesOf(await member.status())).toBe(0);
  });

  it('are off when the member picks off, and never for a game that is not open', async () => {
    const member = await memberAtTable();
    dataOf(await chooseInterval(member.token, 0));
    await member.play(31 * MINUTE_MS);
    expect(await member.status()).toMatchObject({
      intervalMinutes: 0,
      checkDue: false,
      nextReadInMs: 30_000,
    });
    const otherGame = await postForm(
      testApp.app,
      endpoints.realityCheck.path,
      { gameid: 'no-such-game', platform: member.table.platform },
      { token: member.token },
    );
    expect(errorCodeOf(otherGame)).toBe('NOT_FOUND');
  });

  it('refuse an interval the site does not offer, and are absent where the site has none', async () => {
    const member = await registerMember(testApp);
    expect(errorCodeOf(await chooseInterval(member.token, 20))).toBe('FIELD_INVALID');
    const bltyMember = await registerMember(testApp, { site: 'blty' });
    expect(errorCodeOf(await chooseInterval(bltyMember.token, 15, 'blty'))).toBe('SAFER_PLAY_UNAVAILABLE');
  });
});

describe('the session bar’s net result', () => {
  it('is wins less stakes at this venue in this play session, from the ledger rows of its rounds', async () => {
    const member = await memberAtTable();
    const row = await findMemberByUsername(testApp.connection.db, 'hgty', member.username);
    if (!row) throw new Error('registered member not found');
    const ref = { id: row.id, siteCode: 'hgty' };
    await fundMember(testApp.connection.db, ref, 10_000, { venue: member.table.platform });
    const round = (stakeMinor: number, roll: number) =>
      playRound(
        testApp.connection.db,
        platformDomainEvents(),
        {
          member: ref,
          walletCode: member.table.platform,
          gameName: 'Dice',
          roundId: randomUUID(),
          stakeMinor,
          pick: 'high',
          requestId: 'reality-check-test',
        },
        roll,
      );
    const lost = await round(1_000, 1);
    const won = await round(500, 6);
    expect(lost.payoutMinor).toBe(0);
    expect(won.payoutMinor).toBeGreaterThan(500);

    const status = await member.status();
    expect(status.currency).toBe('CNY');
    expect(status.netResultMinor).toBe(won.payoutMinor - 1_500);
  });
});
