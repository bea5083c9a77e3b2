import { consoleEndpoints } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors/apiError.ts';
import { registerConsoleEndpoint, signedIn } from './consoleEndpoint.ts';
import { actingOperator, type SignedInOperator } from './operatorAccounts.ts';
import {
  createOperatorAudited,
  disableOperator,
  listOperators,
  resetOperatorTwoStep,
} from './operatorManagement.ts';
import type { OperatorSessionStore } from './operatorSessions.ts';

/** Operator management is an admin's alone (like revoking another operator's sessions). */
function requireAdmin(operator: SignedInOperator): void {
  if (operator.role !== 'admin') throw new ApiError('CONSOLE_PERMISSION_DENIED');
}

/** The admin's operator list and its actions: create, disable, reset two-step. */
export function registerConsoleOperatorRoutes(app: FastifyInstance, sessions: OperatorSessionStore): void {
  registerConsoleEndpoint(app, sessions, consoleEndpoints.consoleListOperators, async (context) => {
    requireAdmin(signedIn(context));
    return listOperators(context.platform.db);
  });

  registerConsoleEndpoint(app, sessions, consoleEndpoints.consoleCreateOperator, async (context) => {
    const operator = signedIn(context);
    requireAdmin(operator);
    const { platform, body } = context;
    const id = await createOperatorAudited(
      platform.db,
      platform.sites,
      { username: body.username, password: body.password, role: body.role, grants: body.sites },
      actingOperator(operator, context.request.id),
    );
    return { id };
  });

  registerConsoleEndpoint(app, sessions, consoleEndpoints.consoleDisableOperator, async (context) => {
    const operator = signedIn(context);
    requireAdmin(operator);
    const { platform, body } = context;
    await disableOperator(
      platform.db,
      sessions,
      body.operatorId,
      actingOperator(operator, context.request.id),
      new Date(platform.clock()),
    );
    return true as const;
  });

  registerConsoleEndpoint(app, sessions, consoleEndpoints.consoleResetOperatorTwoStep, async (context) => {
    const operator = signedIn(context);
    requireAdmin(operator);
    const { platform, body } = context;
    await resetOperatorTwoStep(
      platform.db,
      sessions,
      body.operatorId,
      actingOperator(operator, context.request.id),
    );
    return true as const;
  });
}
