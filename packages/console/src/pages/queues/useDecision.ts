import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useConsoleRuntime } from '../../boot/consoleRuntime.tsx';
import { createDecisionKeys, type Decision } from '../../data/decisionKeys.ts';

export type DecisionRequest = { decision: Decision; reason?: string };

/**
 * Deciding one queued request: each decision carries its own idempotency key, kept for the request's whole life on
 * this page, so a double click or a retry decides once. The queue is read again afterwards: a decided request leaves
 * it, a four-eyes withdrawal shows its first approval.
 */
export function useDecision(kind: 'deposit' | 'withdrawal', requestId: string, siteCode: string) {
  const { call } = useConsoleRuntime();
  const queryClient = useQueryClient();
  const keys = useRef(createDecisionKeys()).current;
  return useMutation({
    mutationFn: ({ decision, reason }: DecisionRequest) => {
      const idempotencyKey = keys.keyFor(requestId, decision);
      return kind === 'deposit'
        ? call('consoleDecideDeposit', { body: { orderId: requestId, decision }, idempotencyKey })
        : call('consoleDecideWithdrawal', { body: { requestId, decision, reason }, idempotencyKey });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['console', 'moneyQueues', siteCode] }),
  });
}
