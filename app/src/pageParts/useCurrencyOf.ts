import { amountCurrencyDisplay, type CurrencyDisplay } from '@platform/domain';
import { useSiteConfig } from '../boot/AppRuntimeContext.tsx';

/**
 * How amounts in a currency are shown on this site: the site's symbol or coin for its own currency, the code for
 * any other, so a USDT amount reads USDT from the order to the records.
 */
export function useCurrencyOf(): (currencyCode: string) => CurrencyDisplay {
  const { currencyDisplay } = useSiteConfig();
  return (currencyCode) => amountCurrencyDisplay(currencyCode, currencyDisplay);
}
