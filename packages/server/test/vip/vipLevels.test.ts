import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, signIn, type TestApp } from '../support/testApp.ts';

let testApp: TestApp;
let token: string;

beforeAll(async () => {
  testApp = await createTestApp();
  token = await signIn(testApp.app);
});
afterAll(async () => {
  await testApp?.close();
});

type Level = { level: number; privileges: { key: string; title: string; value: string }[] };

async function levelsIn(lang: string): Promise<Level[]> {
  return (
    (await get(testApp.app, '/api/findmed/v1/member/vips/list', { token, lang })).json() as { data: Level[] }
  ).data;
}

describe('the VIP levels', () => {
  it('name each privilege in the member’s language, with the same values', async () => {
    const [chinese, english, traditional] = await Promise.all([
      levelsIn('zh-CN'),
      levelsIn('en-US'),
      levelsIn('zh-HK'),
    ]);
    expect(chinese[1]?.privileges.map((privilege) => privilege.title)).toEqual([
      '每日提款次数',
      '晋级礼金',
      '返水比例',
    ]);
    expect(english[1]?.privileges.map((privilege) => privilege.title)).toEqual([
      'Withdrawals per day',
      'Upgrade bonus',
      'Rebate rate',
    ]);
    expect(traditional[1]?.privileges[0]?.title).toBe('每日提款次數');
    expect(english[1]?.privileges.map((privilege) => privilege.value)).toEqual(
      chinese[1]?.privileges.map((privilege) => privilege.value),
    );
  });
});
