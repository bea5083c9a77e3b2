import type { Database } from '../db/database.ts';
import { seedMoney } from '../money/seed.ts';
import type { Site } from '../sites/siteDirectory.ts';
import { seedSponsorPages } from '../sponsor/seed.ts';
import { seedCatalogue } from './catalogueSeed.ts';
import { seedContent } from './contentSeed.ts';
import { DEMO_USERNAME, ensureDemoMember } from './demoMembers.ts';
import { seedDemoMemberActivity, seedTasks } from './engagementSeed.ts';

export interface DemoLogin {
  siteCode: string;
  username: string;
  password: string;
  memberId: string;
}

/**
 * Demo data for every site: catalogue, content, the sponsor page, tasks, a demo member with progress and messages, and (through
 * the money module) deposit channels, rates and opening balances. Idempotent: every row has a fixed key or is
 * inserted only when missing, so running it at every start changes nothing the second time.
 */
export async function seedDemoData(
  db: Database,
  sites: readonly Site[],
  options: { demoPassword: string; nowMs: number },
): Promise<DemoLogin[]> {
  const logins: DemoLogin[] = [];
  for (const site of sites) {
    await seedCatalogue(db, site);
    await seedContent(db, site, options.nowMs);
    await seedSponsorPages(db, site);
    await seedTasks(db, site, options.nowMs);
    const memberId = await ensureDemoMember(db, site, options.demoPassword);
    await seedDemoMemberActivity(db, site, memberId, options.nowMs);
    logins.push({ siteCode: site.code, username: DEMO_USERNAME, password: options.demoPassword, memberId });
  }
  await seedMoney(db, {
    sites,
    demoMembers: logins.map((login) => ({ memberId: login.memberId, siteCode: login.siteCode })),
  });
  return logins;
}
