import type { ServerResponse } from 'node:http';
import type { OperatorPermission, OperatorRole } from '@platform/contract';
import { eq } from 'drizzle-orm';
import { ensureOperator } from '../../../packages/server/src/console/operatorAccounts.ts';
import { demoAuthenticatorSecret } from '../../../packages/server/src/console/operatorTwoStep.ts';
import type { Database } from '../../../packages/server/src/db/database.ts';
import { members } from '../../../packages/server/src/db/schema/members.ts';
import { DEFAULT_DEMO_PASSWORD } from '../../../packages/server/src/seed/demoMembers.ts';
import { pendingWithdrawalOf } from '../../../packages/server/test/console/consoleClient.ts';
import { createTestMember, fundMember } from '../../../packages/server/test/support/moneyFixtures.ts';

const json = (response: ServerResponse, body: unknown) =>
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));

/**
 * The operator console's server-side fixtures on the e2e control port (e2eServer.ts):
 * - `POST /console-operator?username=&role=&site=&permissions=`: an operator with the demo password and an authenticator on
 *   (the demo seed's way), answering its TOTP secret; for the demo operators it answers their secret. A test signs
 *   in as its own operator because an authenticator's code is accepted once per 30 seconds per operator. With
 *   `twoStep=none` the operator has no authenticator yet (it enrols at its first sign-in) and the secret is ''.
 * - `POST /console-withdrawal?site=&amount=`: a new member of the site, funded, with a pending withdrawal of
 *   `amount` minor units to an account past the site's payout delay; answers the member's name and the request id.
 * Answers whether it handled the request.
 */
export async function consoleFixtureRoutes(
  database: Database,
  url: URL,
  method: string | undefined,
  response: ServerResponse,
): Promise<boolean> {
  if (method !== 'POST') return false;
  const site = url.searchParams.get('site') ?? '';
  if (url.pathname === '/console-operator') {
    const role = url.searchParams.get('role') as OperatorRole;
    const id = await ensureOperator(database, {
      username: url.searchParams.get('username') ?? '',
      password: DEFAULT_DEMO_PASSWORD,
      role,
      grants:
        role === 'admin'
          ? []
          : [
              {
                siteCode: site,
                permissions: (url.searchParams.get('permissions') ?? 'approveMoney').split(
                  ',',
                ) as OperatorPermission[],
              },
            ],
    });
    const enrolled = url.searchParams.get('twoStep') !== 'none';
    json(response, { secret: enrolled ? await demoAuthenticatorSecret(database, id) : '' });
    return true;
  }
  if (url.pathname === '/console-withdrawal') {
    const amountMinor = Number(url.searchParams.get('amount'));
    const member = await createTestMember(database, site);
    await fundMember(database, member, amountMinor);
    const withdrawal = await pendingWithdrawalOf(database, member, amountMinor);
    const [row] = await database
      .select({ username: members.username })
      .from(members)
      .where(eq(members.id, member.id));
    json(response, { username: row?.username, requestId: withdrawal.id });
    return true;
  }
  return false;
}
