import type { AuditAction, EndpointDefinition } from '@platform/contract';
import { ApiError } from '../errors/apiError.ts';
import { writeAudit } from './auditLog.ts';
import type { ConsoleContext } from './consoleEndpoint.ts';
import { operatorActor, operatorView } from './operatorAccounts.ts';
import type { OperatorSessionStore } from './operatorSessions.ts';

/**
 * The end of a sign-in's second step, however it was passed (an authenticator's code or a recovery code): the
 * session starts working, and the audit log gets `also` (what the step did: enrolled, spent a code) and the sign-in,
 * in one transaction.
 */
export async function completeSignIn<Endpoint extends EndpointDefinition>(
  context: ConsoleContext<Endpoint>,
  sessions: OperatorSessionStore,
  also: { action: AuditAction; after?: unknown } | null,
) {
  const { operator, session, platform } = context;
  if (!operator || !session) throw new ApiError('CONSOLE_SESSION_INVALID');
  const audit = {
    operatorId: operator.id,
    actor: operatorActor(operator),
    siteCode: null,
    target: operator.id,
  };
  await platform.db.transaction(async (transaction) => {
    await sessions.markTwoStepVerified(transaction, session.tokenHash);
    if (also) await writeAudit(transaction, { ...audit, ...also });
    await writeAudit(transaction, {
      ...audit,
      action: 'operator.signedIn',
      after: { ip: context.request.ip },
    });
  });
  return operatorView(operator);
}
