import { routePaths } from '@platform/domain';
import { ListGroup, PageEmpty, QueryContent, Stack, Tabs, useMessages } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiClient } from '../../boot/AppRuntimeContext.tsx';
import { type TaskGroup, taskGroupsQuery } from '../../data/engagement.ts';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { MemberPage } from '../../layout/MemberPage.tsx';
import { ActivityTiers } from './ActivityTiers.tsx';
import { GroupTasks } from './GroupTasks.tsx';
import { RouteCell } from './RouteCell.tsx';

/**
 * `/task`: the task centre: a tab per task group with its claimable count and the group's tasks, the day's activity
 * tiers, and the way to the records.
 */
export default function TaskPage() {
  return (
    <MemberPage>
      <TaskCentre />
    </MemberPage>
  );
}

function TaskCentre() {
  const client = useApiClient();
  const text = useMessages(appCatalog).engagement.tasks;
  const groups = useQuery(taskGroupsQuery(client));
  return (
    <Stack gap="large">
      <QueryContent query={groups}>
        {({ list }) =>
          list.length === 0 ? <PageEmpty message={text.noGroups} /> : <GroupTabs groups={list} />
        }
      </QueryContent>
      <ActivityTiers />
      <ListGroup>
        <RouteCell title={text.records} to={routePaths.taskRecords} />
      </ListGroup>
    </Stack>
  );
}

function GroupTabs({ groups }: { groups: readonly TaskGroup[] }) {
  const text = useMessages(appCatalog).engagement.tasks;
  const [chosen, choose] = useState<string | null>(null);
  const selected = groups.find((group) => group.id === chosen) ?? groups[0];
  if (selected === undefined) return null;
  return (
    <Tabs
      label={text.groupsLabel}
      items={groups.map((group) => ({
        value: group.id,
        label: group.name,
        ...(group.claimable > 0 ? { count: group.claimable } : {}),
      }))}
      value={selected.id}
      onValueChange={choose}
    >
      <GroupTasks groupId={selected.id} groupName={selected.name} />
    </Tabs>
  );
}
