import { routePaths } from '@platform/domain';
import { Button, PageError, QueryContent, Stack, useMessages, VipCard } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useApiClient, useSiteConfig } from '../../boot/AppRuntimeContext.tsx';
import { type VipStanding, vipLevelQuery } from '../../data/engagement.ts';
import { vipQuery } from '../../data/member.ts';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { MemberPage } from '../../layout/MemberPage.tsx';
import { PrivilegeList } from './PrivilegeList.tsx';
import { VipRequirements } from './VipRequirements.tsx';

/** `/user/vip/detail`: the member's level, progress to the next one (deposits and turnover) and their privileges. */
export default function VipDetailPage() {
  return (
    <MemberPage>
      <VipStandingView />
    </MemberPage>
  );
}

function VipStandingView() {
  const client = useApiClient();
  const { currencyDisplay } = useSiteConfig();
  const navigate = useNavigate();
  const standing = useQuery(vipQuery(client));
  if (standing.isError) return <PageError onRetry={() => void standing.refetch()} />;
  if (standing.data === undefined) return <VipCard level={0} currency={currencyDisplay} loading />;
  const vip = standing.data;
  return (
    <Stack gap="large">
      <VipCard
        level={vip.level}
        levelName={vip.name}
        // The card draws one bar: deposits, the requirement members meet last; both totals are listed below.
        next={
          vip.next === null
            ? undefined
            : {
                level: vip.next.level,
                currentMinor: vip.depositMinor,
                requiredMinor: vip.next.depositRequirementMinor,
              }
        }
        currency={currencyDisplay}
        onViewPrivileges={() => navigate(routePaths.vipPrivilege)}
      />
      <Progress standing={vip} />
      <CurrentPrivileges level={vip.level} />
    </Stack>
  );
}

function Progress({ standing }: { standing: VipStanding }) {
  const text = useMessages(appCatalog).engagement.vip;
  if (standing.next === null) return <p role="status">{text.topLevelReached}</p>;
  return (
    <VipRequirements
      level={standing.next}
      heading={text.progressTitle(standing.next.name)}
      totals={{ depositMinor: standing.depositMinor, turnoverMinor: standing.turnoverMinor }}
    />
  );
}

function CurrentPrivileges({ level }: { level: number }) {
  const client = useApiClient();
  const text = useMessages(appCatalog).engagement.vip;
  const navigate = useNavigate();
  const detail = useQuery(vipLevelQuery(client, level));
  return (
    <QueryContent query={detail} rows={3}>
      {(current) => (
        <Stack>
          <PrivilegeList level={current} heading={text.myPrivileges} />
          <Button tone="secondary" block onClick={() => navigate(routePaths.vipPrivilege)}>
            {text.allLevels}
          </Button>
        </Stack>
      )}
    </QueryContent>
  );
}
