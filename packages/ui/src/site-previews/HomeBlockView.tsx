import {
  nextRecommendedMatchPage,
  RECOMMENDED_MATCH_PAGE_SIZE,
  type RecommendedMatchPlacement,
} from '@platform/domain';
import type { HomeBlock, RecommendedMatchesBlockProps, SiteConfig } from '@platform/site-config';
import { useState } from 'react';
import { ActivityList } from '../components/ActivityList/index.ts';
import { BannerCarousel } from '../components/BannerCarousel/index.ts';
import { DownloadAppBanner } from '../components/DownloadAppBanner/index.ts';
import { GameCategoryTabs } from '../components/GameCategoryTabs/index.ts';
import { GameGrid } from '../components/GameGrid/index.ts';
import { LegalFooter } from '../components/LegalFooter/index.ts';
import { NoticeBar } from '../components/NoticeBar/index.ts';
import { QuickActions } from '../components/QuickActions/index.ts';
import { RecommendedMatches } from '../components/RecommendedMatches/index.ts';
import { VipCard } from '../components/VipCard/index.ts';
import { WalletCard } from '../components/WalletCard/index.ts';
import { useLocale, useMessages } from '../i18n/index.ts';
import {
  activitiesFixture,
  announcementsFixture,
  gameCategoriesFixture,
  gamesFixture,
  recommendedMatchesFixture,
  venueWalletsFixture,
} from './fixtures.ts';
import { previewBlocksMessages } from './previewBlocks.messages.ts';

const previewImageOptions = { version: 'preview', webp: false };

const noticeSpeeds = { slow: 4, normal: 6, fast: 10 } as const;

const ignore = () => {};

/**
 * The block registry: a home block's `type` picks the design-system component that renders it,
 * with fixture data in place of the API. The switch is exhaustive, so a new block type in the
 * site-config schema fails to compile here until it has a renderer.
 */
export function HomeBlockView({ block, site }: { block: HomeBlock; site: SiteConfig }) {
  const locale = useLocale();
  switch (block.type) {
    case 'bannerCarousel':
      return (
        <BannerCarousel
          slides={block.props.slides.map((slide, index) => ({
            id: String(index),
            imageUrl: slide.imageSrc,
            alt: slide.alt[locale],
          }))}
          autoAdvanceMs={block.props.autoplayMs}
          imageOptions={previewImageOptions}
          onSelectSlide={ignore}
        />
      );
    case 'noticeBar':
      return (
        <NoticeBar
          announcements={announcementsFixture}
          charactersPerSecond={noticeSpeeds[block.props.scrollSpeed]}
          onOpen={ignore}
        />
      );
    case 'quickActions':
      return <QuickActions actions={block.props.actions} onAction={ignore} />;
    case 'walletSummary':
      return (
        <WalletCard
          centralBalanceMinorUnits={123_456}
          currency={site.currencyDisplay}
          venues={venueWalletsFixture}
          onRefresh={ignore}
          onTransferIn={ignore}
          onTransferOut={ignore}
          onRecallAll={ignore}
          onExchange={block.props.showExchangeButton ? ignore : undefined}
        />
      );
    case 'gameCategoryTabs':
      return <CategoryTabsBlock orientation={block.props.layout === 'sidebar' ? 'vertical' : 'horizontal'} />;
    case 'gameGrid':
      return (
        <GameGrid
          games={gamesFixture.slice(0, block.props.maxGames)}
          columns={block.props.columns}
          imageOptions={previewImageOptions}
          onPlay={ignore}
        />
      );
    case 'recommendedMatches':
      return <RecommendedMatchesBlock props={block.props} timeZone={site.timeZone} />;
    case 'activityList':
      return <ActivityListBlock maxItems={block.props.maxItems} timeZone={site.timeZone} />;
    case 'vipCard':
      return <VipCardBlock showProgress={block.props.showProgress} site={site} />;
    case 'downloadAppBanner':
      return <DownloadAppBanner {...block.props} onDismiss={ignore} />;
    case 'legalFooter':
      return <LegalFooter {...site.legalFooter} />;
    default:
      return block satisfies never;
  }
}

function CategoryTabsBlock({ orientation }: { orientation: 'horizontal' | 'vertical' }) {
  const [selectedId, setSelectedId] = useState<string>(gameCategoriesFixture[0].id);
  return (
    <GameCategoryTabs
      categories={gameCategoriesFixture}
      selectedId={selectedId}
      onSelect={setSelectedId}
      orientation={orientation}
    />
  );
}

function RecommendedMatchesBlock({
  props,
  timeZone,
}: {
  props: RecommendedMatchesBlockProps;
  timeZone: string;
}) {
  const [position, setPosition] = useState<{ page: number; placement: RecommendedMatchPlacement }>({
    page: 1,
    placement: props.placement,
  });
  const matches = recommendedMatchesFixture[position.placement];
  const start = (position.page - 1) * RECOMMENDED_MATCH_PAGE_SIZE;
  return (
    <RecommendedMatches
      matches={matches.slice(start, start + RECOMMENDED_MATCH_PAGE_SIZE)}
      page={position.page}
      total={matches.length}
      timeZone={timeZone}
      onSelectMatch={ignore}
      onNext={() =>
        setPosition(
          nextRecommendedMatchPage({
            ...position,
            pageSize: RECOMMENDED_MATCH_PAGE_SIZE,
            total: matches.length,
          }),
        )
      }
    />
  );
}

function ActivityListBlock({ maxItems, timeZone }: { maxItems: number; timeZone: string }) {
  const text = useMessages(previewBlocksMessages);
  return (
    <ActivityList
      activities={activitiesFixture
        .slice(0, maxItems)
        .map((activity) => ({ ...activity, title: text.activityTitles[activity.id] }))}
      timeZone={timeZone}
      onOpen={ignore}
    />
  );
}

function VipCardBlock({ showProgress, site }: { showProgress: boolean; site: SiteConfig }) {
  const text = useMessages(previewBlocksMessages);
  return (
    <VipCard
      level={2}
      levelName={text.vipLevelName}
      currency={site.currencyDisplay}
      next={
        showProgress ? { level: 3, currentMinorUnits: 650_000, requiredMinorUnits: 1_000_000 } : undefined
      }
      onViewPrivileges={ignore}
    />
  );
}
