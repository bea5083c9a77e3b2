import { useLocale, useToast } from '@platform/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../boot/AppRuntimeContext.tsx';
import { type SaferPlayState, saferPlayQuery } from '../../data/saferPlay.ts';
import { failureText } from '../../i18n/serverText.ts';

/** A change to the member's limits: the server's answer is the page's new state; a refusal is a toast. */
export function useSaferPlayChange<Variables>(
  change: (variables: Variables) => Promise<SaferPlayState>,
  doneText: string,
) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const locale = useLocale();
  const toast = useToast();
  return useMutation({
    mutationFn: change,
    onSuccess: (state) => {
      queryClient.setQueryData(saferPlayQuery(client).queryKey, state);
      toast.show(doneText, { tone: 'positive' });
    },
    onError: (error) => toast.show(failureText(error, locale), { tone: 'negative' }),
  });
}
