import type { HomeBlock, SiteConfig } from '@platform/site-config';
import { DownloadAppBanner, LegalFooter } from '@platform/ui';
import { ActivityListBlock } from './blocks/ActivityListBlock.tsx';
import { BannerCarouselBlock } from './blocks/BannerCarouselBlock.tsx';
import { GameCategoryTabsBlock } from './blocks/GameCategoryTabsBlock.tsx';
import { GameGridBlock } from './blocks/GameGridBlock.tsx';
import { NoticeBarBlock } from './blocks/NoticeBarBlock.tsx';
import { QuickActionsBlock } from './blocks/QuickActionsBlock.tsx';
import { RecommendedMatchesBlock } from './blocks/RecommendedMatchesBlock.tsx';
import { VipCardBlock } from './blocks/VipCardBlock.tsx';
import { WalletSummaryBlock } from './blocks/WalletSummaryBlock.tsx';
import { ProtectionLinks, protectionPagesOf } from './ProtectionLinks.tsx';

/** Whether the home's quick actions already offer deposit and withdraw (the wallet card then does not repeat them). */
function homeOffersMoneyActions(site: SiteConfig): boolean {
  return site.home.some(
    (block) =>
      block.type === 'quickActions' &&
      block.props.actions.includes('deposit') &&
      block.props.actions.includes('withdraw'),
  );
}

/**
 * THE block registry: a home block's `type` picks the component that renders it and the data it reads (through
 * `useHomeData`). The switch is exhaustive, so a new block type in the site-config schema does not compile until
 * it has a renderer here.
 */
export function HomeBlockView({ block, site }: { block: HomeBlock; site: SiteConfig }) {
  switch (block.type) {
    case 'bannerCarousel':
      return <BannerCarouselBlock props={block.props} />;
    case 'noticeBar':
      return <NoticeBarBlock props={block.props} />;
    case 'quickActions':
      return <QuickActionsBlock props={block.props} />;
    case 'walletSummary':
      return (
        <WalletSummaryBlock
          props={block.props}
          currency={site.currencyDisplay}
          moneyActionsElsewhere={homeOffersMoneyActions(site)}
        />
      );
    case 'gameCategoryTabs':
      return <GameCategoryTabsBlock props={block.props} />;
    case 'gameGrid':
      return <GameGridBlock props={block.props} />;
    case 'recommendedMatches':
      return <RecommendedMatchesBlock props={block.props} timeZone={site.timeZone} />;
    case 'activityList':
      return <ActivityListBlock props={block.props} timeZone={site.timeZone} />;
    case 'vipCard':
      return <VipCardBlock props={block.props} currency={site.currencyDisplay} />;
    case 'downloadAppBanner':
      return <DownloadAppBanner {...block.props} />;
    case 'legalFooter':
      return (
        <LegalFooter
          {...site.legalFooter}
          protectionLinks={
            Object.values(protectionPagesOf(site)).some(Boolean) ? <ProtectionLinks site={site} /> : undefined
          }
        />
      );
    default:
      return block satisfies never;
  }
}
