import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/database.ts';
import { members } from '../src/db/schema/members.ts';
import { seedMoney } from '../src/money/seed.ts';

/**
 * `count` hgty members with the demo opening balance and a signed-in session each (they cannot sign in: their
 * password hash is not one), for benchmarks that spread their load over many members.
 */
export async function createBenchMembers(
  app: FastifyInstance,
  database: Database,
  count: number,
): Promise<{ memberIds: string[]; tokens: string[] }> {
  const created = await database
    .insert(members)
    .values(
      Array.from({ length: count }, (_, index) => ({
        siteCode: 'hgty',
        username: `bench${index}`,
        passwordHash: 'bench-member-cannot-sign-in',
        inviteCode: `BENCH${randomBytes(4).toString('hex').toUpperCase()}`,
      })),
    )
    .returning({ id: members.id, siteCode: members.siteCode, username: members.username });
  await seedMoney(database, {
    sites: [],
    demoMembers: created.map((member) => ({ memberId: member.id, siteCode: member.siteCode })),
  });
  const tokens = [];
  for (const member of created) tokens.push((await app.platform.sessions.issue(member)).token);
  return { memberIds: created.map((member) => member.id), tokens };
}
