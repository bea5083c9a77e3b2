import { useLocale, useMessages, useToast } from '@platform/ui';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { failureText } from '../../i18n/serverText.ts';

/** Tells the member what a finished claim paid, or why it was refused (the server's words). */
export function useClaimAnnouncements() {
  const toast = useToast();
  const locale = useLocale();
  const text = useMessages(appCatalog).engagement.tasks;
  return {
    announce: (result: { claimed: number }) => toast.show(text.claimed(result.claimed), { tone: 'positive' }),
    refuse: (error: unknown) => toast.show(failureText(error, locale), { tone: 'negative' }),
  };
}
