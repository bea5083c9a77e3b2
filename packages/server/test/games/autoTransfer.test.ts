import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditIsClean, auditLedger } from '../../src/ledger/audit.ts';
import { balanceOf, ledgerSnapshot, newIdempotencyKey, postMoney } from '../support/moneyHttp.ts';
import {
  createTestApp,
  errorCodeOf,
  get,
  postForm,
  registerMember,
  signIn,
  type TestApp,
} from '../support/testApp.ts';

const SETTING = '/api/findmed/v1/member/venue-auto-transfer';
const TRANSFER = '/api/f/v1/finance/transfer';
const WALLETS = '/api/game/walletlist';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  expect(auditIsClean(await auditLedger(testApp.connection.db))).toBe(true);
  await testApp?.close();
});

const data = <T>(response: { json(): unknown }) => (response.json() as { data: T }).data;

describe('automatic transfer (免转) setting', () => {
  it("is the site's default until the member chooses, then the member's own, for that member only", async () => {
    const member = await registerMember(testApp);
    const other = await registerMember(testApp);
    const read = async (token: string) => data(await get(testApp.app, SETTING, { token }));
    // Every committed site config leaves it off (site config version 4).
    expect(await read(member.token)).toEqual({ automatic: false, siteDefault: false });
    const chosen = await postForm(testApp.app, SETTING, { automatic: true }, { token: member.token });
    expect(chosen.statusCode).toBe(200);
    expect(data(chosen)).toEqual({ automatic: true, siteDefault: false });
    expect(await read(member.token)).toEqual({ automatic: true, siteDefault: false });
    expect(await read(other.token)).toEqual({ automatic: false, siteDefault: false });
  });

  it('is refused to a visitor and to a body that is not a choice', async () => {
    expect((await get(testApp.app, SETTING)).statusCode).toBe(401);
    expect((await postForm(testApp.app, SETTING, { automatic: true })).statusCode).toBe(401);
    const member = await registerMember(testApp);
    const refused = await postForm(testApp.app, SETTING, { automatic: 'yes' }, { token: member.token });
    expect(refused.statusCode).toBe(400);
    expect(data(await get(testApp.app, SETTING, { token: member.token }))).toMatchObject({
      automatic: false,
    });
  });
});

describe('the money automatic transfer moves: the central wallet in at launch, the venue recalled at leave', () => {
  it('moves every unit in and back exactly once per key, creates and loses nothing, and refuses a short central wallet', async () => {
    const token = await signIn(testApp.app);
    const venueBalance = async () =>
      data<{ walletCode: string; balanceMinor: number }[]>(await get(testApp.app, WALLETS, { token })).find(
        (wallet) => wallet.walletCode === 'live',
      )?.balanceMinor ?? 0;
    const centralAtStart = (await balanceOf(testApp.app, token)).balanceMinor;
    const venueAtStart = await venueBalance();
    expect(centralAtStart).toBeGreaterThan(0);

    // Launch: the whole central balance into the venue; the app retries under the same key, one effect.
    const launchKey = newIdempotencyKey();
    const launch = { walletCode: 'live', direction: 'to_venue', amountMinor: centralAtStart };
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await postMoney(testApp.app, TRANSFER, launch, token, launchKey)).statusCode).toBe(200);
    }
    expect((await balanceOf(testApp.app, token)).balanceMinor).toBe(0);
    expect(await venueBalance()).toBe(venueAtStart + centralAtStart);

    // A second launch with the central wallet empty is refused with its own code, and changes nothing.
    const before = await ledgerSnapshot(testApp.connection.db);
    const short = await postMoney(testApp.app, TRANSFER, { ...launch, amountMinor: 1 }, token);
    expect(short.statusCode).toBe(422);
    expect(errorCodeOf(short)).toBe('INSUFFICIENT_BALANCE');
    expect(await ledgerSnapshot(testApp.connection.db)).toEqual(before);

    // Leave: the venue's whole balance back, once per key.
    const leaveKey = newIdempotencyKey();
    const held = await venueBalance();
    const leave = { walletCode: 'live', direction: 'to_central', amountMinor: held };
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await postMoney(testApp.app, TRANSFER, leave, token, leaveKey)).statusCode).toBe(200);
    }
    expect(await venueBalance()).toBe(0);
    expect((await balanceOf(testApp.app, token)).balanceMinor).toBe(centralAtStart + venueAtStart);
  });
});
