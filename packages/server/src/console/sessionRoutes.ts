import { consoleEndpoints } from '@platform/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { operators } from '../db/schema/consoleTables.ts';
import { ApiError } from '../errors/apiError.ts';
import { verifyPassword } from '../security/passwords.ts';
import { passwordBudgets } from '../security/signInThrottle.ts';
import { writeAudit } from './auditLog.ts';
import { clearConsoleCookie, setConsoleCookie } from './consoleCookie.ts';
import { registerConsoleEndpoint, signedIn } from './consoleEndpoint.ts';
import { operatorActor, operatorView } from './operatorAccounts.ts';
import { spendRecoveryCode } from './operatorRecoveryCodes.ts';
import type { OperatorSessionStore } from './operatorSessions.ts';
import { enrolOperatorTwoStep, twoStepEnrolled, verifyOperatorCode } from './operatorTwoStep.ts';
import { registerConsoleRecoveryCodeRoutes } from './recoveryCodeRoutes.ts';
import { completeSignIn } from './signInCompletion.ts';

/** Sign-in (password, then the authenticator's code; enrolment on the first), the session, sign-out, revocation. */
export function registerConsoleSessionRoutes(app: FastifyInstance, sessions: OperatorSessionStore): void {
  registerConsoleEndpoint(
    app,
    sessions,
    consoleEndpoints.consoleSignIn,
    async ({ body, platform, request, reply }) => {
      // The members' lockout rules (10 failures in 15 minutes lock the account, doubling), per operator name and
      // per address; the console has no captcha, so only the locks apply.
      const budgets = passwordBudgets(`operator:${body.username.toLowerCase()}`, request.ip, false);
      if ((await platform.attemptThrottle.claim(budgets)) !== 'claimed') throw new ApiError('ACCOUNT_LOCKED');
      const [account] = await platform.db
        .select({
          id: operators.id,
          username: operators.username,
          passwordHash: operators.passwordHash,
          disabledAt: operators.disabledAt,
        })
        .from(operators)
        .where(eq(operators.username, body.username));
      let accepted = false;
      let lockedNow = false;
      try {
        accepted = await verifyPassword(account?.passwordHash ?? null, body.password);
      } finally {
        ({ lockedNow } = await platform.attemptThrottle.settle(budgets, accepted));
      }
      // A disabled operator gets the wrong-password answer: the console says nothing more to whoever holds it.
      if (!account || !accepted || account.disabledAt) {
        if (account)
          await writeAudit(platform.db, {
            operatorId: account.id,
            actor: operatorActor(account),
            action: 'operator.signInFailed',
            siteCode: null,
            target: account.id,
            after: { lockedNow },
          });
        throw new ApiError(lockedNow ? 'ACCOUNT_LOCKED' : 'CONSOLE_SIGN_IN_FAILED');
      }
      const token = await sessions.issue(platform.db, account.id, {
        ipAddress: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      setConsoleCookie(request, reply, token);
      const enrolled = await twoStepEnrolled(platform.db, account.id);
      return { next: enrolled ? ('verifyTwoStep' as const) : ('enrolTwoStep' as const) };
    },
  );

  registerConsoleEndpoint(
    app,
    sessions,
    consoleEndpoints.consoleTwoStepEnrol,
    async (context) => {
      const operator = signedIn(context);
      if (await twoStepEnrolled(context.platform.db, operator.id))
        throw new ApiError('CONSOLE_TWO_STEP_ENROLLED');
      return enrolOperatorTwoStep(context.platform.db, operator);
    },
    { beforeTwoStep: true },
  );

  registerConsoleEndpoint(
    app,
    sessions,
    consoleEndpoints.consoleTwoStepVerify,
    async (context) => {
      const operator = signedIn(context);
      const { platform } = context;
      const { enrolledNow } = await verifyOperatorCode(
        platform.db,
        platform.attemptThrottle,
        operator.id,
        context.body.code,
        platform.clock(),
      );
      return completeSignIn(context, sessions, enrolledNow ? { action: 'operator.twoStepEnrolled' } : null);
    },
    { beforeTwoStep: true },
  );

  registerConsoleEndpoint(
    app,
    sessions,
    consoleEndpoints.consoleTwoStepRecover,
    async (context) => {
      const operator = signedIn(context);
      const { platform } = context;
      const { left } = await spendRecoveryCode(
        platform.db,
        platform.attemptThrottle,
        operator.id,
        context.body.recoveryCode,
        platform.clock(),
      );
      return completeSignIn(context, sessions, { action: 'operator.recoveryCodeUsed', after: { left } });
    },
    { beforeTwoStep: true },
  );

  registerConsoleRecoveryCodeRoutes(app, sessions);

  registerConsoleEndpoint(app, sessions, consoleEndpoints.consoleSession, async (context) =>
    operatorView(signedIn(context)),
  );

  registerConsoleEndpoint(
    app,
    sessions,
    consoleEndpoints.consoleSignOut,
    async (context) => {
      const operator = signedIn(context);
      const { session, platform } = context;
      await platform.db.transaction(async (transaction) => {
        if (session) await sessions.revoke(transaction, session.tokenHash);
        await writeAudit(transaction, {
          operatorId: operator.id,
          actor: operatorActor(operator),
          action: 'operator.signedOut',
          siteCode: null,
          target: operator.id,
        });
      });
      clearConsoleCookie(context.request, context.reply);
      return true as const;
    },
    { beforeTwoStep: true },
  );

  registerConsoleEndpoint(app, sessions, consoleEndpoints.consoleRevokeOperatorSessions, async (context) => {
    const operator = signedIn(context);
    if (operator.role !== 'admin') throw new ApiError('CONSOLE_PERMISSION_DENIED');
    const { platform, body } = context;
    const [target] = await platform.db
      .select({ id: operators.id })
      .from(operators)
      .where(eq(operators.id, body.operatorId));
    if (!target) throw new ApiError('CONSOLE_NOT_FOUND');
    const revoked = await platform.db.transaction(async (transaction) => {
      const count = await sessions.revokeAllOf(transaction, target.id, context.session?.tokenHash);
      await writeAudit(transaction, {
        operatorId: operator.id,
        actor: operatorActor(operator),
        action: 'operator.sessionsRevoked',
        siteCode: null,
        target: target.id,
        after: { revoked: count },
      });
      return count;
    });
    return { revoked };
  });
}
