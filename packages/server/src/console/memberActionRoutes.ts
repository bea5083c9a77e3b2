import { consoleEndpoints, type OperatorPermission } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors/apiError.ts';
import type { Platform } from '../platform.ts';
import { registerConsoleEndpoint, signedIn } from './consoleEndpoint.ts';
import { resetMemberSignInLockout, setMemberLocked, type TargetMember } from './memberAccess.ts';
import { memberRowOf } from './memberLookup.ts';
import { addMemberNote } from './memberNotes.ts';
import { actingOperator, type SignedInOperator } from './operatorAccounts.ts';
import { runOnceForOperator } from './operatorIdempotency.ts';
import { sendMemberMessage } from './operatorMessages.ts';
import { requireSiteInScope } from './operatorScope.ts';
import type { OperatorSessionStore } from './operatorSessions.ts';
import { creditRewardAsOperator } from './rewardCredits.ts';

/**
 * The member a console action names, if the operator may act on it: another site's member is CONSOLE_NOT_FOUND
 * like no member at all; on one of its sites without the permission, CONSOLE_PERMISSION_DENIED.
 */
async function memberInScope(
  platform: Platform,
  operator: SignedInOperator,
  memberId: string,
  permission: OperatorPermission,
): Promise<TargetMember> {
  const row = await memberRowOf(platform.db, memberId);
  if (!row) throw new ApiError('CONSOLE_NOT_FOUND');
  requireSiteInScope(operator, row.siteCode, permission);
  return { id: row.id, siteCode: row.siteCode, username: row.username };
}

/**
 * A member's page's actions: lock and unlock, reset the sign-in lockout, add a note, send a message, credit a
 * reward.
 */
export function registerConsoleMemberActionRoutes(
  app: FastifyInstance,
  sessions: OperatorSessionStore,
): void {
  registerConsoleEndpoint(app, sessions, consoleEndpoints.consoleLockMember, async (context) => {
    const operator = signedIn(context);
    const { platform, body } = context;
    const member = await memberInScope(platform, operator, body.memberId, 'manageMembers');
    return setMemberLocked(
      platform.db,
      platform.sessions,
      member,
      { locked: true, reason: body.reason },
      actingOperator(operator, context.request.id),
      new Date(platform.clock()),
    );
  });

  registerConsoleEndpoint(app, sessions, consoleEndpoints.consoleUnlockMember, async (context) => {
    const operator = signedIn(context);
    const { platform, body } = context;
    const member = await memberInScope(platform, operator, body.memberId, 'manageMembers');
    return setMemberLocked(
      platform.db,
      platform.sessions,
      member,
      { locked: false },
      actingOperator(operator, context.request.id),
      new Date(platform.clock()),
    );
  });

  registerConsoleEndpoint(
    app,
    sessions,
    consoleEndpoints.consoleResetMemberSignInLockout,
    async (context) => {
      const operator = signedIn(context);
      const { platform, body } = context;
      const member = await memberInScope(platform, operator, body.memberId, 'manageMembers');
      await resetMemberSignInLockout(platform.db, member, actingOperator(operator, context.request.id));
      return true as const;
    },
  );

  registerConsoleEndpoint(app, sessions, consoleEndpoints.consoleAddMemberNote, async (context) => {
    const operator = signedIn(context);
    const { platform, body } = context;
    const member = await memberInScope(platform, operator, body.memberId, 'manageMembers');
    return addMemberNote(
      platform.db,
      member,
      body.text,
      actingOperator(operator, context.request.id),
      new Date(platform.clock()),
    );
  });

  registerConsoleEndpoint(app, sessions, consoleEndpoints.consoleSendMemberMessage, async (context) => {
    const operator = signedIn(context);
    const { platform, body } = context;
    const member = await memberInScope(platform, operator, body.memberId, 'editContent');
    await sendMemberMessage(
      platform.db,
      platform.events,
      member,
      { title: body.title, content: body.content },
      actingOperator(operator, context.request.id),
    );
    return true as const;
  });

  registerConsoleEndpoint(app, sessions, consoleEndpoints.consoleCreditMemberReward, async (context) => {
    const operator = signedIn(context);
    const { platform, body } = context;
    const member = await memberInScope(platform, operator, body.memberId, 'approveMoney');
    return runOnceForOperator(
      context,
      platform.db,
      operator,
      'consoleCreditMemberReward',
      body,
      (transaction) =>
        creditRewardAsOperator(
          transaction,
          member,
          {
            currency: body.currency,
            amountMinor: body.amountMinor,
            reason: body.reason,
            // The ledger's key: this operator's Idempotency-Key, so a retry from another instance credits once too.
            idempotencyKey: `console:${operator.id}:${context.idempotencyKey}`,
          },
          actingOperator(operator, context.request.id),
        ),
    );
  });
}
