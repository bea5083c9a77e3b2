import { ListCell, ListGroup, PageEmpty, useMessages } from '@platform/ui';
import type { VipLevel } from '../../data/engagement.ts';
import { appCatalog } from '../../i18n/appCatalog.ts';

/** One VIP level's privileges under a heading, each with its value (withdrawals per day, rebate, …). */
export function PrivilegeList({ level, heading }: { level: VipLevel; heading: string }) {
  const text = useMessages(appCatalog).engagement.vip;
  if (level.privileges.length === 0) return <PageEmpty message={text.noPrivileges} />;
  return (
    <ListGroup title={heading}>
      {level.privileges.map((privilege) => (
        <ListCell key={privilege.key} title={privilege.title} value={privilege.value} />
      ))}
    </ListGroup>
  );
}
