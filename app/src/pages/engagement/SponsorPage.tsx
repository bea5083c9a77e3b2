import { ApiError } from '@platform/api-client';
import { RichText, Surface, useMessages } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useAppRuntime } from '../../boot/AppRuntimeContext.tsx';
import { BlockEmpty, BlockError, BlockLoading } from '../../composer/BlockStatus.tsx';
import { sponsorPageQuery } from '../../data/engagement.ts';
import { appCatalog } from '../../i18n/appCatalog.ts';
import * as styles from '../pageLayout.css.ts';

/** `/app/sponsor` (public): the site's sponsorship page, written per language and served by the API. */
export default function SponsorPage() {
  const { client } = useAppRuntime();
  const text = useMessages(appCatalog).engagement;
  const sponsor = useQuery(sponsorPageQuery(client));
  return (
    <div className={styles.column}>
      {sponsor.data !== undefined ? (
        <Surface as="article" aria-label={sponsor.data.title}>
          <RichText html={sponsor.data.content} />
        </Surface>
      ) : sponsor.error instanceof ApiError && sponsor.error.code === 'NOT_FOUND' ? (
        <BlockEmpty message={text.sponsorNotFound} />
      ) : sponsor.isError ? (
        <BlockError onRetry={() => void sponsor.refetch()} />
      ) : (
        <BlockLoading rows={6} />
      )}
    </div>
  );
}
