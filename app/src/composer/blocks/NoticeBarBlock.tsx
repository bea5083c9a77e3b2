import { routePaths } from '@platform/domain';
import type { NoticeBarBlockProps } from '@platform/site-config';
import { NoticeBar, PageEmpty, PageError, ShapedSkeleton, useMessages } from '@platform/ui';
import { useNavigate } from 'react-router-dom';
import { shellCatalog } from '../../i18n/shellCatalog.ts';
import { useHomeData } from '../homeData.ts';

const charactersPerSecond = { slow: 4, normal: 6, fast: 10 } as const satisfies Record<
  NoticeBarBlockProps['scrollSpeed'],
  number
>;

export function NoticeBarBlock({ props }: { props: NoticeBarBlockProps }) {
  const notices = useHomeData().useNotices();
  const text = useMessages(shellCatalog).homeBlocks;
  const navigate = useNavigate();
  switch (notices.status) {
    case 'loading':
      // The bar's own height, held while the notices load.
      return <ShapedSkeleton shape={<NoticeBar announcements={[text.loading]} />} label={text.loading} />;
    case 'error':
      return <PageError onRetry={notices.retry} />;
    case 'ready':
      return notices.value.length === 0 ? (
        <PageEmpty message={text.noNotices} />
      ) : (
        <NoticeBar
          announcements={notices.value}
          charactersPerSecond={charactersPerSecond[props.scrollSpeed]}
          onOpen={() => navigate(routePaths.activityList)}
        />
      );
    default:
      return notices satisfies never;
  }
}
