import type { RecommendedMatchesBlockProps } from '@platform/site-config';
import { PageError, RecommendedMatches } from '@platform/ui';
import { Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useChosenGameCategory } from '../gameSelection.tsx';
import { useHomeData } from '../homeData.ts';
import { launchGame } from '../placeLeft.ts';

const ignore = () => {};

type BlockProps = { props: RecommendedMatchesBlockProps; timeZone: string };

const matchesLoading = (
  <RecommendedMatches
    matches={[]}
    page={1}
    total={0}
    onNext={ignore}
    onSelectMatch={ignore}
    state="loading"
  />
);

/**
 * Only on sites whose config enables recommended matches; the paging machine decides (`hidden` elsewhere). The live
 * data loads the machine's module on first use, so the block shows its loading state until it is there.
 */
export function RecommendedMatchesBlock(blockProps: BlockProps) {
  return (
    <Suspense fallback={matchesLoading}>
      <PagedMatches {...blockProps} />
    </Suspense>
  );
}

function PagedMatches({ props, timeZone }: BlockProps) {
  const paging = useHomeData().useRecommendedMatches(props);
  const navigate = useNavigate();
  const location = useLocation();
  const gameCategory = useChosenGameCategory();
  switch (paging.status) {
    case 'hidden':
      return null;
    case 'loading':
      return matchesLoading;
    case 'error':
      return <PageError onRetry={paging.retry} />;
    case 'ready':
      return (
        <RecommendedMatches
          matches={paging.matches}
          page={paging.page}
          total={paging.total}
          timeZone={timeZone}
          onNext={paging.next}
          onSelectMatch={(match) => {
            const path = paging.launchPathOf(match);
            if (path !== undefined) void launchGame(navigate, path, location, gameCategory);
          }}
        />
      );
    default:
      return paging satisfies never;
  }
}
