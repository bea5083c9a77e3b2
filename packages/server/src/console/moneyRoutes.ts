import { consoleEndpoints } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors/apiError.ts';
import { DepositOrderExpiredError } from '../money/deposits.ts';
import { registerConsoleEndpoint, signedIn } from './consoleEndpoint.ts';
import {
  type DecidingOperator,
  decideDepositAsOperator,
  decideWithdrawalAsOperator,
} from './moneyDecisions.ts';
import { moneyQueuesOf } from './moneyQueues.ts';
import { actingOperator, type SignedInOperator } from './operatorAccounts.ts';
import { runOnceForOperator } from './operatorIdempotency.ts';
import { requireSiteInScope } from './operatorScope.ts';
import type { OperatorSessionStore } from './operatorSessions.ts';

function decidingOperator(operator: SignedInOperator, requestId: string): DecidingOperator {
  return {
    ...actingOperator(operator, requestId),
    requireSite: (siteCode) => requireSiteInScope(operator, siteCode, 'approveMoney'),
  };
}

/** The money queues and the decisions on them. */
export function registerConsoleMoneyRoutes(app: FastifyInstance, sessions: OperatorSessionStore): void {
  registerConsoleEndpoint(app, sessions, consoleEndpoints.consoleMoneyQueues, async (context) => {
    requireSiteInScope(signedIn(context), context.query.siteCode);
    return moneyQueuesOf(context.platform.db, context.query.siteCode, new Date(context.platform.clock()));
  });

  registerConsoleEndpoint(app, sessions, consoleEndpoints.consoleDecideDeposit, async (context) => {
    const operator = signedIn(context);
    const { platform, body } = context;
    try {
      return await runOnceForOperator(
        context,
        platform.db,
        operator,
        'consoleDecideDeposit',
        body,
        (transaction) =>
          decideDepositAsOperator(
            transaction,
            platform.events,
            body,
            decidingOperator(operator, context.request.id),
            new Date(platform.clock()),
          ),
      );
    } catch (error) {
      if (error instanceof DepositOrderExpiredError) throw new ApiError('CONSOLE_DEPOSIT_EXPIRED');
      throw error;
    }
  });

  registerConsoleEndpoint(app, sessions, consoleEndpoints.consoleDecideWithdrawal, async (context) => {
    const operator = signedIn(context);
    const { platform, body } = context;
    if (body.decision === 'rejected' && !body.reason?.trim())
      throw new ApiError('CONSOLE_REASON_REQUIRED', { field: 'reason' });
    return runOnceForOperator(
      context,
      platform.db,
      operator,
      'consoleDecideWithdrawal',
      body,
      (transaction) =>
        decideWithdrawalAsOperator(
          transaction,
          platform.events,
          body,
          decidingOperator(operator, context.request.id),
        ),
    );
  });
}
