import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../src/db/schema/members.ts';
import { findMemberByUsername } from '../../src/members/memberRecords.ts';
import { addVipProgress, vipDepositMinor } from '../../src/vip/vipProgress.ts';
import { createTestApp, registerMember, type TestApp } from '../support/testApp.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp?.close();
});

async function vipRow(memberId: string) {
  const [row] = await testApp.connection.db
    .select({
      level: members.vipLevel,
      deposit: members.depositTotalMinor,
      turnover: members.turnoverTotalMinor,
    })
    .from(members)
    .where(eq(members.id, memberId));
  return row;
}

describe('VIP progress from deposits and stakes', () => {
  it('rises to the highest level whose deposit and turnover requirements are both met, and never falls', async () => {
    const { username } = await registerMember(testApp);
    const memberId = (await findMemberByUsername(testApp.connection.db, 'hgty', username))?.id ?? '';
    // The seeded levels: VIP1 needs 1,000.00 deposited and 5,000.00 staked; VIP2 5,000.00 and 25,000.00.
    await addVipProgress(testApp.connection.db, memberId, { depositMinor: 600_000 });
    expect(await vipRow(memberId)).toEqual({ level: 0, deposit: 600_000, turnover: 0 });
    await addVipProgress(testApp.connection.db, memberId, { turnoverMinor: 499_999 });
    expect(await vipRow(memberId)).toMatchObject({ level: 0 });
    await addVipProgress(testApp.connection.db, memberId, { turnoverMinor: 1 });
    expect(await vipRow(memberId)).toEqual({ level: 1, deposit: 600_000, turnover: 500_000 });
    await addVipProgress(testApp.connection.db, memberId, { turnoverMinor: 2_000_000 });
    expect(await vipRow(memberId)).toMatchObject({ level: 2 });
    await testApp.connection.db.update(members).set({ vipLevel: 4 }).where(eq(members.id, memberId));
    await addVipProgress(testApp.connection.db, memberId, { depositMinor: 1 });
    expect(await vipRow(memberId)).toMatchObject({ level: 4 });
  });

  it('counts deposits in the site currency only', () => {
    expect(vipDepositMinor('hgty', 'CNY', 12_345)).toBe(12_345);
    expect(vipDepositMinor('hgty', 'USDT', 12_345)).toBe(0);
  });
});
