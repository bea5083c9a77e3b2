import { ListCell, ListGroup, MoneyDisplay, useMessages } from '@platform/ui';
import { useSiteConfig } from '../../boot/AppRuntimeContext.tsx';
import type { VipLevel } from '../../data/engagement.ts';
import { appCatalog } from '../../i18n/appCatalog.ts';

type Totals = { depositMinor: number; turnoverMinor: number };

/**
 * What a level asks for: cumulative deposits AND turnover (the server raises the level when both are met). With
 * the member's totals, each line reads "have / need".
 */
export function VipRequirements({
  level,
  heading,
  totals,
}: {
  level: VipLevel;
  heading: string;
  totals?: Totals | undefined;
}) {
  const text = useMessages(appCatalog).engagement.vip;
  const { currencyDisplay } = useSiteConfig();
  const amount = (have: number | undefined, need: number) => (
    <>
      {have === undefined ? null : (
        <>
          <MoneyDisplay amount={{ minor: have }} currency={currencyDisplay} tone="inherit" />
          {' / '}
        </>
      )}
      <MoneyDisplay amount={{ minor: need }} currency={currencyDisplay} tone="inherit" />
    </>
  );
  return (
    <ListGroup title={heading}>
      <ListCell
        title={text.depositTotal}
        value={amount(totals?.depositMinor, level.depositRequirementMinor)}
      />
      <ListCell
        title={text.turnoverTotal}
        value={amount(totals?.turnoverMinor, level.turnoverRequirementMinor)}
      />
    </ListGroup>
  );
}
