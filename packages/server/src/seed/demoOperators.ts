import type { OperatorPermission, OperatorRole } from '@platform/contract';
import { ensureOperator } from '../console/operatorAccounts.ts';
import { demoAuthenticatorSecret } from '../console/operatorTwoStep.ts';
import type { Database } from '../db/database.ts';

export interface DemoOperatorLogin {
  username: string;
  password: string;
  role: OperatorRole;
  /** Base32 TOTP secret for an authenticator app (or `oathtool --totp -b <secret>`). */
  twoStepSecret: string;
  /** What the operator works on, as the start-up lines print it. */
  scope: string;
}

/**
 * The console's demo operators: an admin of every site (who also publishes its pages), and an operator of the
 * default site who may approve money there, the second pair of eyes for a large withdrawal, and compose its pages
 * (editContent) without publishing them (no publishSite: issue 25's "save a draft, not publish"). Their password is
 * the demo members' (DEMO_PASSWORD).
 */
export async function ensureDemoOperators(
  database: Database,
  password: string,
  defaultSiteCode: string,
): Promise<DemoOperatorLogin[]> {
  const sitePermissions: OperatorPermission[] = ['approveMoney', 'editContent', 'manageMembers'];
  const demos = [
    { username: 'demo-admin', role: 'admin' as const, grants: [], scope: 'admin, every site' },
    {
      username: `demo-${defaultSiteCode}`,
      role: 'siteOperator' as const,
      grants: [{ siteCode: defaultSiteCode, permissions: sitePermissions }],
      scope: `${defaultSiteCode}: ${sitePermissions.join(', ')}`,
    },
  ];
  const logins: DemoOperatorLogin[] = [];
  for (const demo of demos) {
    const id = await ensureOperator(database, { ...demo, password });
    logins.push({
      username: demo.username,
      password,
      role: demo.role,
      twoStepSecret: await demoAuthenticatorSecret(database, id),
      scope: demo.scope,
    });
  }
  return logins;
}
