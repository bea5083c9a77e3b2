import { consoleEndpoints } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors/apiError.ts';
import type { MoneyExecutor } from '../ledger/executor.ts';
import { DepositOrderExpiredError } from '../money/deposits.ts';
import { runIdempotent } from '../money/idempotency.ts';
import { registerConsoleEndpoint, signedIn } from './consoleEndpoint.ts';
import {
  type DecidingOperator,
  decideDepositAsOperator,
  decideWithdrawalAsOperator,
} from './moneyDecisions.ts';
import { moneyQueuesOf } from './moneyQueues.ts';
import { operatorActor, type SignedInOperator } from './operatorAccounts.ts';
import { requireSiteInScope } from './operatorScope.ts';
import type { OperatorSessionStore } from './operatorSessions.ts';

function decidingOperator(operator: SignedInOperator, requestId: string): DecidingOperator {
  return {
    operatorId: operator.id,
    actor: operatorActor(operator),
    requestId,
    requireSite: (siteCode) => requireSiteInScope(operator, siteCode, 'approveMoney'),
  };
}

/**
 * A decision runs once per operator and Idempotency-Key (a double click with one key gets the first answer,
 * marked replayed); the idempotency record is keyed by the operator's id where a member's request uses the member's.
 * Different keys still decide once: the decision itself finds the request decided and changes nothing.
 */
async function decideOnce<Reply>(
  context: { idempotencyKey: string | null; reply: { header(name: string, value: string): unknown } },
  database: MoneyExecutor,
  operator: SignedInOperator,
  endpoint: string,
  body: unknown,
  work: (transaction: MoneyExecutor) => Promise<Reply>,
): Promise<Reply> {
  const outcome = await runIdempotent(
    database,
    { memberId: operator.id, endpoint, key: context.idempotencyKey ?? undefined, body },
    { claim: 'withWork', work },
  );
  if (outcome.replayed) context.reply.header('idempotent-replayed', 'true');
  return outcome.reply;
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
      return await decideOnce(context, platform.db, operator, 'consoleDecideDeposit', body, (transaction) =>
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
    return decideOnce(context, platform.db, operator, 'consoleDecideWithdrawal', body, (transaction) =>
      decideWithdrawalAsOperator(
        transaction,
        platform.events,
        body,
        decidingOperator(operator, context.request.id),
      ),
    );
  });
}
