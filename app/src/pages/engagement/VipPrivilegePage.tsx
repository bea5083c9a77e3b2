import { routePaths } from '@platform/domain';
import { ListGroup, PageEmpty, QueryContent, Stack, Tabs, useMessages } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiClient } from '../../boot/AppRuntimeContext.tsx';
import { type VipLevel, vipLevelsQuery } from '../../data/engagement.ts';
import { vipQuery } from '../../data/member.ts';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { MemberPage } from '../../layout/MemberPage.tsx';
import { PrivilegeList } from './PrivilegeList.tsx';
import { RouteCell } from './RouteCell.tsx';
import { VipRequirements } from './VipRequirements.tsx';

/** `/user/vip/privilege`: every VIP level of the site, a tab each, with what it asks for and what it gives. */
export default function VipPrivilegePage() {
  return (
    <MemberPage>
      <VipLevels />
    </MemberPage>
  );
}

function VipLevels() {
  const client = useApiClient();
  const text = useMessages(appCatalog).engagement.vip;
  const levels = useQuery(vipLevelsQuery(client));
  // The member's own level opens first; until their standing arrives, the lowest level does.
  const standing = useQuery(vipQuery(client));
  return (
    <QueryContent query={levels}>
      {(list) =>
        list.length === 0 ? (
          <PageEmpty message={text.noPrivileges} />
        ) : (
          <Stack gap="large">
            <ListGroup>
              <RouteCell title={text.myProgress} to={routePaths.vipDetail} />
            </ListGroup>
            <LevelTabs levels={list} memberLevel={standing.data?.level} />
          </Stack>
        )
      }
    </QueryContent>
  );
}

function LevelTabs({
  levels,
  memberLevel,
}: {
  levels: readonly VipLevel[];
  memberLevel: number | undefined;
}) {
  const text = useMessages(appCatalog).engagement.vip;
  const [chosen, choose] = useState<string | null>(null);
  const fallback = levels.find((level) => level.level === memberLevel) ?? levels[0];
  const selected = levels.find((level) => String(level.level) === chosen) ?? fallback;
  if (selected === undefined) return null;
  return (
    <Tabs
      label={text.levelsLabel}
      items={levels.map((level) => ({ value: String(level.level), label: level.name }))}
      value={String(selected.level)}
      onValueChange={choose}
      appearance="pill"
    >
      <Stack gap="large">
        {selected.level === memberLevel ? <p>{text.yourLevel}</p> : null}
        <VipRequirements level={selected} heading={text.reachLevel(selected.name)} />
        <PrivilegeList level={selected} heading={text.privilegesOf(selected.name)} />
      </Stack>
    </Tabs>
  );
}
