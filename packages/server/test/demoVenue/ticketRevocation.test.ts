import { randomUUID } from 'node:crypto';
import { endpoints } from '@platform/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../src/db/schema/catalogue.ts';
import { findMemberByUsername } from '../../src/members/memberRecords.ts';
import { fundMember } from '../support/moneyFixtures.ts';
import {
  createTestApp,
  postForm,
  publicKeyOf,
  registerMember,
  sealPassword,
  signIn,
  type TestApp,
} from '../support/testApp.ts';

const SITE = 'hgty';

let testApp: TestApp;
/** Two games: a member has one game session per game, so each device plays its own. */
let gamesToPlay: { id: string; walletCode: string }[];

beforeAll(async () => {
  testApp = await createTestApp();
  gamesToPlay = await testApp.connection.db
    .select({ id: games.id, walletCode: games.walletCode })
    .from(games)
    .where(and(eq(games.siteCode, SITE), eq(games.maintenance, false)))
    .limit(2);
  if (gamesToPlay.length < 2) throw new Error('the seed has fewer than two launchable games on hgty');
});
afterAll(async () => {
  await testApp?.close();
});

/** A fresh member with money at the game's venue, signed in twice (two devices). */
async function memberOnTwoDevices() {
  const registered = await registerMember(testApp);
  const row = await findMemberByUsername(testApp.connection.db, SITE, registered.username);
  if (!row) throw new Error('registered member not found');
  for (const walletCode of new Set(gamesToPlay.map((game) => game.walletCode))) {
    await fundMember(testApp.connection.db, { id: row.id, siteCode: SITE }, 100_000, { venue: walletCode });
  }
  const otherDevice = await signIn(testApp.app, {
    username: registered.username,
    password: registered.password,
  });
  return { ...registered, thisDevice: registered.token, otherDevice };
}

/** Launches the first game (or the second) and returns the venue ticket of the launch URL. */
async function launchedTicket(token: string, which: 0 | 1 = 0): Promise<string> {
  const gameId = gamesToPlay[which]?.id ?? '';
  const launch = await postForm(testApp.app, endpoints.gameLaunch.path, { gameId }, { token });
  expect(launch.statusCode, launch.body).toBe(200);
  const { url } = (launch.json() as { data: { url: string } }).data;
  return new URL(url, 'http://venue').searchParams.get('ticket') ?? '';
}

/** What the venue answers to a round, the heartbeat and the page with this ticket. */
async function venueAnswers(ticket: string) {
  const round = await testApp.app.inject({
    method: 'POST',
    url: '/demo-venue/round',
    headers: { 'content-type': 'text/plain' },
    payload: JSON.stringify({ ticket, roundId: randomUUID(), stakeMinor: 100, pick: 'high' }),
  });
  const heartbeat = await testApp.app.inject({
    method: 'POST',
    url: '/demo-venue/heartbeat',
    headers: { 'content-type': 'text/plain' },
    payload: ticket,
  });
  const page = await testApp.app.inject({ method: 'GET', url: `/demo-venue/play?ticket=${ticket}` });
  return {
    round: [round.statusCode, (round.json() as { data: unknown }).data],
    heartbeat: [heartbeat.statusCode, (heartbeat.json() as { data: unknown }).data],
    page: page.statusCode,
  };
}

const ticketRefused = { round: [404, 'ticket'], heartbeat: [404, 'ticket'], page: 404 };
const ticketAccepted = {
  round: [200, expect.objectContaining({ stakeMinor: 100 })],
  heartbeat: [200, expect.objectContaining({ lastHeartbeatAt: expect.any(String) })],
  page: 200,
};

describe('a venue ticket lives only as long as the session that launched the game', () => {
  it('signing out ends the game: rounds, heartbeat and page are refused with the old ticket', async () => {
    const { thisDevice, otherDevice } = await memberOnTwoDevices();
    const ticket = await launchedTicket(thisDevice);
    const otherTicket = await launchedTicket(otherDevice, 1);
    expect(await venueAnswers(ticket)).toEqual(ticketAccepted);

    const signOut = await postForm(testApp.app, endpoints.signOut.path, {}, { token: thisDevice });
    expect(signOut.statusCode).toBe(200);
    expect(await venueAnswers(ticket)).toEqual(ticketRefused);
    // only that device signed out: the game the other device launched goes on
    expect(await venueAnswers(otherTicket)).toEqual(ticketAccepted);
  });

  it('a password change ends the games of every other session; this device plays on', async () => {
    const { thisDevice, otherDevice, password } = await memberOnTwoDevices();
    const otherTicket = await launchedTicket(otherDevice, 1);
    const ownTicket = await launchedTicket(thisDevice);
    expect(await venueAnswers(otherTicket)).toEqual(ticketAccepted);

    const publicKey = await publicKeyOf(testApp.app);
    const change = await postForm(
      testApp.app,
      endpoints.updatePassword.path,
      { oldPassword: sealPassword(publicKey, password), newPassword: sealPassword(publicKey, 'Changed123x') },
      { token: thisDevice },
    );
    expect(change.statusCode, change.body).toBe(200);
    expect(await venueAnswers(otherTicket)).toEqual(ticketRefused);
    // the device that changed it continues on a renewed token, and so does its game
    expect(await venueAnswers(ownTicket)).toEqual(ticketAccepted);
  });

  it('a renewed session keeps its game; signing out of the renewed one ends it', async () => {
    const { thisDevice } = await memberOnTwoDevices();
    const ticket = await launchedTicket(thisDevice);
    const renewal = await postForm(testApp.app, endpoints.renewSession.path, {}, { token: thisDevice });
    expect(renewal.statusCode, renewal.body).toBe(200);
    const renewed = renewal.headers.id as string;
    expect(await venueAnswers(ticket)).toEqual(ticketAccepted);

    await postForm(testApp.app, endpoints.signOut.path, {}, { token: renewed });
    expect(await venueAnswers(ticket)).toEqual(ticketRefused);
  });

  it('a session that idled out (30 minutes unused) ends its game too, though the ticket has 2 hours', async () => {
    const { thisDevice } = await memberOnTwoDevices();
    const ticket = await launchedTicket(thisDevice);
    testApp.advanceClock(31 * 60_000);
    try {
      expect(await venueAnswers(ticket)).toEqual(ticketRefused);
    } finally {
      testApp.resetClock();
    }
  });
});
