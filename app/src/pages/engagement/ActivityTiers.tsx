import { QueryContent, Surface, TaskCard, type TaskState, useMessages } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useApiClient, useSiteConfig } from '../../boot/AppRuntimeContext.tsx';
import { type TaskCentre, taskCentreQuery } from '../../data/engagement.ts';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { useClaim } from './useClaim.ts';
import { useClaimAnnouncements } from './useClaimAnnouncements.ts';

type Tier = TaskCentre['tiers'][number];

const tierStates: Record<Tier['status'], TaskState> = {
  locked: 'inProgress',
  claimable: 'claimable',
  claimed: 'claimed',
};

/** The daily activity tiers: completed tasks add points, and each tier reached pays once a day. */
export function ActivityTiers() {
  const client = useApiClient();
  const text = useMessages(appCatalog).engagement.tasks;
  const centre = useQuery(taskCentreQuery(client));
  const headingId = useId();
  return (
    <QueryContent query={centre} rows={2}>
      {({ rules, tiers, activityPoints }) => (
        <Surface as="section" aria-labelledby={headingId}>
          <h2 id={headingId}>{text.activityTitle(activityPoints)}</h2>
          <p>{rules}</p>
          {tiers.map((tier) => (
            <TierCard key={tier.id} tier={tier} points={activityPoints} />
          ))}
        </Surface>
      )}
    </QueryContent>
  );
}

function TierCard({ tier, points }: { tier: Tier; points: number }) {
  const client = useApiClient();
  const { currencyDisplay } = useSiteConfig();
  const text = useMessages(appCatalog).engagement.tasks;
  const { announce, refuse } = useClaimAnnouncements();
  const claim = useClaim((idempotencyKey) =>
    client.api.claimActivityTier({ body: { tierId: tier.id }, idempotencyKey }),
  );
  return (
    <TaskCard
      title={text.tierTitle(tier.pointsRequired)}
      rewardMinor={tier.reward.amountMinor}
      currency={currencyDisplay}
      progress={{ current: points, target: tier.pointsRequired }}
      state={tierStates[tier.status]}
      claiming={claim.pending}
      claimFailed={claim.outcomeUnknown}
      onClaim={() => claim.claim({ onSuccess: announce, onError: refuse })}
    />
  );
}
