import { Checkbox, useLocale, useMessages, useToast } from '@platform/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../boot/AppRuntimeContext.tsx';
import { autoTransferQuery } from '../../data/games.ts';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { failureText } from '../../i18n/serverText.ts';

/**
 * The member's automatic transfer (免转) switch: on, the central wallet moves into a game's venue at launch and comes
 * back when they leave. Until they choose, the site's default applies (and is what the box shows).
 */
export function AutoTransferSetting() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const locale = useLocale();
  const toast = useToast();
  const text = useMessages(appCatalog).games;
  const setting = useQuery(autoTransferQuery(client));
  const choose = useMutation({
    mutationFn: (automatic: boolean) => client.api.venueAutoTransferSet({ body: { automatic } }),
    onSuccess: (answer) => queryClient.setQueryData(autoTransferQuery(client).queryKey, answer),
    onError: (error) => toast.show(failureText(error, locale), { tone: 'negative' }),
  });
  if (setting.data === undefined) return null;
  return (
    <Checkbox
      label={text.autoTransfer}
      description={text.autoTransferDescription}
      checked={choose.isPending ? choose.variables : setting.data.automatic}
      disabled={choose.isPending}
      onCheckedChange={(automatic) => choose.mutate(automatic)}
    />
  );
}
