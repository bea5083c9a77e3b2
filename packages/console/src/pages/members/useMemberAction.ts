import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberDetailKey } from '../../data/consoleQueries.ts';
import type { Announce } from '../../pageParts/ActionAnnouncement.tsx';

/**
 * One action on a member: its outcome (or the server's refusal, already in the operator's language) announced on
 * the page, and the member read again afterwards so the page shows the lock, the balance or the sessions as they
 * now are.
 */
export function useMemberAction<Variables, Reply>({
  memberId,
  announce,
  run,
  outcome,
}: {
  memberId: string;
  announce: Announce;
  run: (variables: Variables) => Promise<Reply>;
  outcome: (reply: Reply, variables: Variables) => string;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (reply, variables) => announce(outcome(reply, variables)),
    onError: (error) => announce(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberDetailKey(memberId) }),
  });
}
