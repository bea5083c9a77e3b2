import { type CurrencyDisplay, routePaths } from '@platform/domain';
import type { VipCardBlockProps } from '@platform/site-config';
import { PageError, SignInPrompt, useMessages, VipCard } from '@platform/ui';
import { useNavigate } from 'react-router-dom';
import { homeBlocksMessages } from '../../i18n/homeBlocks.messages.ts';
import { useHomeData } from '../homeData.ts';

export function VipCardBlock({ props, currency }: { props: VipCardBlockProps; currency: CurrencyDisplay }) {
  const vip = useHomeData().useVip();
  const text = useMessages(homeBlocksMessages);
  const navigate = useNavigate();
  switch (vip.status) {
    case 'visitor':
      return <SignInPrompt message={text.vipSignedOut} onSignIn={() => navigate(routePaths.login)} />;
    case 'loading':
      return <VipCard level={0} currency={currency} loading />;
    case 'error':
      return <PageError onRetry={vip.retry} />;
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
