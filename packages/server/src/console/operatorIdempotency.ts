import type { MoneyExecutor } from '../ledger/executor.ts';
import { runIdempotent } from '../money/idempotency.ts';
import type { SignedInOperator } from './operatorAccounts.ts';

/**
 * A money-moving console call runs once per operator, endpoint and Idempotency-Key (a double click with one key
 * gets the first answer, marked replayed; the same key with another body is refused); the idempotency record is
 * keyed by the operator's id where a member's request uses the member's. A money decision with different keys
 * still decides once: the decision itself finds the request decided and changes nothing.
 */
export async function runOnceForOperator<Reply>(
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
