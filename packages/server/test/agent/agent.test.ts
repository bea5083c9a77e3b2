import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, get, registerMember, type TestApp } from '../support/testApp.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp?.close();
});

type AgentPage = {
  inviteCode: string;
  url: string;
  invitedCount: number;
  isAgent: boolean;
  recentInvitees: { username: string }[];
};

async function agentPageOf(token: string): Promise<AgentPage> {
  return ((await get(testApp.app, '/api/findmed/v1/member/agent', { token })).json() as { data: AgentPage })
    .data;
}

describe('the agent page', () => {
  it('a member becomes an agent when someone registers with their invite code, and sees that invitee masked', async () => {
    const inviter = await registerMember(testApp);
    const before = await agentPageOf(inviter.token);
    expect(before).toMatchObject({ invitedCount: 0, isAgent: false, recentInvitees: [] });
    // The share link opens the app's registration page with the code (spec §3: i_code).
    expect(new URL(before.url).pathname).toBe('/register');
    expect(new URL(before.url).searchParams.get('i_code')).toBe(before.inviteCode);

    const invitee = await registerMember(testApp, { inviteCode: before.inviteCode });
    const after = await agentPageOf(inviter.token);
    expect(after).toMatchObject({ invitedCount: 1, isAgent: true });
    expect(after.recentInvitees.map((entry) => entry.username)).toEqual([
      `${invitee.username.slice(0, 2)}***`,
    ]);
    // The invitee is not an agent of anyone yet.
    expect(await agentPageOf(invitee.token)).toMatchObject({ isAgent: false, invitedCount: 0 });
  });

  it('is for members only', async () => {
    const visitor = await get(testApp.app, '/api/findmed/v1/member/agent');
    expect(visitor.statusCode).toBe(401);
  });
});
