import { Button, PageEmpty, QueryContent, Stack, TaskCard, useMessages, visuallyHidden } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useApiClient, useSiteConfig } from '../../boot/AppRuntimeContext.tsx';
import { type Task, taskListQuery } from '../../data/engagement.ts';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { taskState } from './taskState.ts';
import { useClaim } from './useClaim.ts';
import { useClaimAnnouncements } from './useClaimAnnouncements.ts';

/**
 * The tasks of one group, with "claim all" for every claimable one. The group's name heads them (visually the
 * selected tab says it) so each task card's own heading sits one level below it, as screen readers expect.
 */
export function GroupTasks({ groupId, groupName }: { groupId: string; groupName: string }) {
  const client = useApiClient();
  const text = useMessages(appCatalog).engagement.tasks;
  const tasks = useQuery(taskListQuery(client, groupId));
  return (
    <QueryContent query={tasks}>
      {({ list }) =>
        list.length === 0 ? (
          <PageEmpty message={text.noTasks} />
        ) : (
          <Stack>
            <h2 className={visuallyHidden}>{groupName}</h2>
            <ClaimAll groupId={groupId} claimable={list.some((task) => task.status === 'claimable')} />
            {list.map((task) => (
              <TaskItem key={task.id} task={task} />
            ))}
          </Stack>
        )
      }
    </QueryContent>
  );
}

function ClaimAll({ groupId, claimable }: { groupId: string; claimable: boolean }) {
  const client = useApiClient();
  const text = useMessages(appCatalog).engagement.tasks;
  const { announce, refuse } = useClaimAnnouncements();
  const claimAll = useClaim((idempotencyKey) => client.api.claimGroup({ body: { groupId }, idempotencyKey }));
  return (
    <Button
      block
      disabled={!claimable}
      loading={claimAll.pending}
      onClick={() => claimAll.claim({ onSuccess: announce, onError: refuse })}
    >
      {claimAll.pending ? text.claimingAll : text.claimAll}
    </Button>
  );
}

function TaskItem({ task }: { task: Task }) {
  const client = useApiClient();
  const { currencyDisplay } = useSiteConfig();
  const { announce, refuse } = useClaimAnnouncements();
  const claim = useClaim((idempotencyKey) =>
    client.api.claimTask({ body: { taskId: task.id }, idempotencyKey }),
  );
  return (
    <TaskCard
      title={task.title}
      description={task.description}
      rewardMinor={task.reward.amountMinor}
      // Task rewards are paid in the site's central currency (the server credits them to the central wallet).
      currency={currencyDisplay}
      progress={{ current: task.progress, target: task.target }}
      state={taskState(task, Date.now())}
      claiming={claim.pending}
      claimFailed={claim.outcomeUnknown}
      onClaim={() => claim.claim({ onSuccess: announce, onError: refuse })}
    />
  );
}
