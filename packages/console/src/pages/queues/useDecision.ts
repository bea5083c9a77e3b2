import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useConsoleRuntime } from '../../boot/consoleRuntime.tsx';
import { createDecisionKeys, type Decision } from '../../data/decisionKeys.ts';
import { moneyText } from '../../i18n/formats.ts';
import { useConsoleText } from '../../i18n/useConsoleText.ts';
import type { Announce } from '../../pageParts/ActionAnnouncement.tsx';

export type DecisionRequest = { decision: Decision; reason?: string };

/** What of a queued deposit or withdrawal names it. */
interface QueuedRequest {
  id: string;
  amountMinor: number;
  currency: string;
  context: { member: { username: string } };
}

/** The queued request a decision is about, and where its outcome is told. */
export interface DecisionTarget {
  kind: 'deposit' | 'withdrawal';
  request: QueuedRequest;
  siteCode: string;
  announce: Announce;
}

/**
 * Deciding one queued request: each decision carries its own idempotency key, kept for the request's whole life on
 * this page, so a double click or a retry decides once. The queue is read again afterwards: a decided request leaves
 * it, a four-eyes withdrawal shows its first approval. So the outcome (or the refusal) is announced by the page,
 * naming the request, not in the row that leaves.
 */
export function useDecision({ kind, request, siteCode, announce }: DecisionTarget) {
  const text = useConsoleText().queues;
  const { call, locale } = useConsoleRuntime();
  const requestId = request.id;
  // The request as its row names it (member · amount): the outcome names it too, the row being gone by then.
  const title = `${request.context.member.username} · ${moneyText(request.amountMinor, request.currency, locale)}`;
  const queryClient = useQueryClient();
  const keys = useRef(createDecisionKeys()).current;
  const decide = useMutation({
    mutationFn: ({ decision, reason }: DecisionRequest) => {
      const idempotencyKey = keys.keyFor(requestId, decision);
      return kind === 'deposit'
        ? call('consoleDecideDeposit', { body: { orderId: requestId, decision }, idempotencyKey })
        : call('consoleDecideWithdrawal', { body: { requestId, decision, reason }, idempotencyKey });
    },
    onSuccess: (reply) =>
      announce(text.outcomeOf(title, reply.changed ? text.decided[reply.status] : text.alreadyDecided)),
    onError: (error) => announce(text.outcomeOf(title, error.message)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['console', 'moneyQueues', siteCode] }),
  });
  return { decide, title };
}
