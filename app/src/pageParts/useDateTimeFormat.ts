import { dateTimeFormat } from '@platform/domain';
import { useLocale } from '@platform/ui';
import { useSiteConfig } from '../boot/AppRuntimeContext.tsx';

/** Formats a record's timestamp in the member's language and the site's time zone (not the device's). */
export function useDateTimeFormat(): (iso: string) => string {
  const locale = useLocale();
  const { timeZone } = useSiteConfig();
  const format = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium', timeZone });
  return (iso) => format.format(new Date(iso));
}
