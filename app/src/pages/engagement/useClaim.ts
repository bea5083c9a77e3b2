import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useApiClient } from '../../boot/AppRuntimeContext.tsx';
import { engagementKeys } from '../../data/engagement.ts';
import { refreshBalances } from '../../data/finance.ts';
import { outcomeUnknown, useIdempotencyKey } from '../../pageParts/useIdempotencyKey.ts';

type ClaimResult = { claimed: number; reward: { amountMinor: number; currency: string } };

/**
 * One claim button's request, single-flight: a tap while the claim is in flight is ignored (before React has even
 * re-rendered the button as pending), and every attempt of one intent carries the same Idempotency-Key, so a retry
 * after a lost answer is answered, not paid, again. Afterwards the tasks and the balance are read afresh.
 */
export function useClaim(send: (idempotencyKey: string) => Promise<ClaimResult>) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const idempotencyKey = useIdempotencyKey();
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: () => send(idempotencyKey.current()),
    onSettled: async (_result, error) => {
      idempotencyKey.settle(error ?? undefined);
      inFlight.current = false;
      // First: refreshBalances resets the client's throttles, so the task groups are read afresh too rather
      // than served from the 100 ms throttle's pre-claim answer.
      await Promise.all([
        refreshBalances(client, queryClient),
        queryClient.invalidateQueries({ queryKey: engagementKeys.taskGroups }),
        queryClient.invalidateQueries({ queryKey: engagementKeys.taskLists }),
        queryClient.invalidateQueries({ queryKey: engagementKeys.taskCentre }),
      ]);
    },
  });
  const claim = (options?: {
    onSuccess?: (result: ClaimResult) => void;
    onError?: (error: Error) => void;
  }) => {
    if (inFlight.current) return;
    inFlight.current = true;
    mutation.mutate(undefined, options);
  };
  return {
    claim,
    pending: mutation.isPending,
    error: mutation.error,
    /** The last attempt got no answer: pressing again retries the same intent with the same key. */
    outcomeUnknown: mutation.isError && outcomeUnknown(mutation.error),
  };
}
