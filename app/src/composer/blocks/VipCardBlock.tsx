import { type CurrencyDisplay, routePaths } from '@platform/domain';
import type { VipCardBlockProps } from '@platform/site-config';
import { PageError, ReservedSpace, ShapedSkeleton, SignInPrompt, useMessages, VipCard } from '@platform/ui';
import { useNavigate } from 'react-router-dom';
import { shellCatalog } from '../../i18n/shellCatalog.ts';
import { useHomeData } from '../homeData.ts';

const ignore = () => {};

export function VipCardBlock({ props, currency }: { props: VipCardBlockProps; currency: CurrencyDisplay }) {
  const vip = useHomeData().useVip();
  const text = useMessages(shellCatalog).homeBlocks;
  const navigate = useNavigate();
  // The member's card with stand-in figures: the room the loaded card takes, held while it loads and for a visitor.
  const shape = (
    <VipCard
      level={0}
      levelName={text.loading}
      next={{ level: 1, currentMinor: 0, requiredMinor: 1 }}
      showProgress={props.showProgress}
      currency={currency}
      onViewPrivileges={ignore}
    />
  );
  switch (vip.status) {
    case 'visitor':
      return (
        <ReservedSpace shape={shape}>
          <SignInPrompt message={text.vipSignedOut} onSignIn={() => navigate(routePaths.login)} />
        </ReservedSpace>
      );
    case 'loading':
      return <ShapedSkeleton shape={shape} label={text.loading} />;
    case 'error':
      return <PageError onRetry={vip.retry} />;
    case 'ready':
      return (
        <VipCard
          level={vip.value.level}
          levelName={vip.value.name}
          next={vip.value.next}
          showProgress={props.showProgress}
          currency={currency}
          onViewPrivileges={() => navigate(routePaths.vipPrivilege)}
        />
      );
    default:
      return vip satisfies never;
  }
}
