import type { FastifyReply } from 'fastify';
import type { MoneyExecutor } from '../ledger/executor.ts';
import {
  type IdempotencyStrategy,
  type IdempotentRequest,
  ledgerKeyForRequest,
  runIdempotent,
} from './idempotency.ts';
import { openAccountsOf } from './memberAccounts.ts';
import { type MemberRef, memberActor } from './memberContext.ts';

/** Marks a replayed reply, so clients and logs can tell a replay from a first answer (the body is identical). */
function markReplay(reply: FastifyReply, replayed: boolean): void {
  if (replayed) reply.header('idempotent-replayed', 'true');
}

export type MoneyRequestContext = {
  db: MoneyExecutor;
  signedInMember: MemberRef;
  idempotencyKey: string | null;
  requestId: string;
  reply: FastifyReply;
};

export type MoneyMeta = { actor: string; requestId: string; ledgerKey: string };

/** The idempotency scope and the ledger metadata of one money-moving request. */
function moneyRequestOf(context: MoneyRequestContext, endpoint: string, body: unknown) {
  const member = context.signedInMember;
  const request: IdempotentRequest = {
    memberId: member.id,
    endpoint,
    key: context.idempotencyKey ?? undefined,
    body,
  };
  const meta = {
    actor: memberActor(member),
    requestId: context.requestId,
    ledgerKey: ledgerKeyForRequest({ memberId: member.id, endpoint, key: request.key ?? '' }),
  };
  return { member, request, meta };
}

/**
 * Runs a money-moving handler once per Idempotency-Key through the one runner (`idempotency.ts`), with the
 * ledger key and actor derived from the request and the strategy the endpoint declares (README "Idempotency").
 */
export async function idempotently<Reply>(
  context: MoneyRequestContext,
  endpoint: string,
  body: unknown,
  strategy: (meta: MoneyMeta) => IdempotencyStrategy<Reply>,
): Promise<Reply> {
  const { member, request, meta } = moneyRequestOf(context, endpoint, body);
  await openAccountsOf(context.db, member);
  const outcome = await runIdempotent(context.db, request, strategy(meta));
  markReplay(context.reply, outcome.replayed);
  return outcome.reply;
}
