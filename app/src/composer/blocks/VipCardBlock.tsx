import { type CurrencyDisplay, routePaths } from '@platform/domain';
import type { VipCardBlockProps } from '@platform/site-config';
import { useMessages, VipCard } from '@platform/ui';
import { useNavigate } from 'react-router-dom';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { BlockError, SignInPrompt } from '../BlockStatus.tsx';
import { useHomeData } from '../homeData.ts';

export function VipCardBlock({ props, currency }: { props: VipCardBlockProps; currency: CurrencyDisplay }) {
  const vip = useHomeData().useVip();
  const text = useMessages(appCatalog).homeBlocks;
  const navigate = useNavigate();
  switch (vip.status) {
    case 'visitor':
      return <SignInPrompt message={text.vipSignedOut} />;
    case 'loading':
      return <VipCard level={0} currency={currency} loading />;
    case 'error':
      return <BlockError onRetry={vip.retry} />;
    case 'ready':
      return (
        <VipCard
          level={vip.value.level}
          levelName={vip.value.name}
          next={props.showProgress ? vip.value.next : undefined}
          currency={currency}
          onViewPrivileges={() => navigate(routePaths.vipPrivilege)}
        />
      );
    default:
      return vip satisfies never;
  }
}
