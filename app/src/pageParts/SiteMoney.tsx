import { MoneyDisplay } from '@platform/ui';
import { useSiteConfig } from '../boot/AppRuntimeContext.tsx';

/** An amount in minor units, shown in the site's display currency: a money line of a detail or terms list. */
export function SiteMoney({ minor }: { minor: number }) {
  const { currencyDisplay } = useSiteConfig();
  return <MoneyDisplay amount={{ minor }} currency={currencyDisplay} />;
}
