import { consoleEndpoints } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { writeAudit } from './auditLog.ts';
import { registerConsoleEndpoint, signedIn } from './consoleEndpoint.ts';
import { operatorActor } from './operatorAccounts.ts';
import { recoveryCodesLeft, replaceRecoveryCodes } from './operatorRecoveryCodes.ts';
import type { OperatorSessionStore } from './operatorSessions.ts';
import { verifyOperatorCode } from './operatorTwoStep.ts';

/** The signed-in operator's own recovery codes: how many are left, and a new set in place of the old. */
export function registerConsoleRecoveryCodeRoutes(
  app: FastifyInstance,
  sessions: OperatorSessionStore,
): void {
  registerConsoleEndpoint(app, sessions, consoleEndpoints.consoleRecoveryCodesLeft, async (context) => ({
    left: await recoveryCodesLeft(context.platform.db, signedIn(context).id),
  }));

  // The authenticator's code is asked again: a session left open on a desk must not be enough to mint codes
  // that sign in later without the phone.
  registerConsoleEndpoint(app, sessions, consoleEndpoints.consoleRegenerateRecoveryCodes, async (context) => {
    const operator = signedIn(context);
    const { platform } = context;
    await verifyOperatorCode(
      platform.db,
      platform.attemptThrottle,
      operator.id,
      context.body.code,
      platform.clock(),
    );
    const recoveryCodes = await platform.db.transaction(async (transaction) => {
      const left = await recoveryCodesLeft(transaction, operator.id);
      const codes = await replaceRecoveryCodes(transaction, operator.id);
      await writeAudit(transaction, {
        operatorId: operator.id,
        actor: operatorActor(operator),
        action: 'operator.recoveryCodesRegenerated',
        siteCode: null,
        target: operator.id,
        before: { left },
        after: { left: codes.length },
      });
      return codes;
    });
    return { recoveryCodes };
  });
}
