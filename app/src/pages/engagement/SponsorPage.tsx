import { ApiError } from '@platform/api-client';
import { PageColumn, PageEmpty, PageError, PageLoading, RichText, Surface, useMessages } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../boot/AppRuntimeContext.tsx';
import { sponsorPageQuery } from '../../data/engagement.ts';
import { appCatalog } from '../../i18n/appCatalog.ts';

/** `/app/sponsor` (public): the site's sponsorship page, written per language and served by the API. */
export default function SponsorPage() {
  const client = useApiClient();
  const text = useMessages(appCatalog).engagement;
  const sponsor = useQuery(sponsorPageQuery(client));
  return (
    <PageColumn>
      {sponsor.data !== undefined ? (
        <Surface as="article" aria-label={sponsor.data.title}>
          <RichText html={sponsor.data.content} />
        </Surface>
      ) : sponsor.error instanceof ApiError && sponsor.error.code === 'NOT_FOUND' ? (
        <PageEmpty message={text.sponsorNotFound} />
      ) : sponsor.isError ? (
        <PageError onRetry={() => void sponsor.refetch()} />
      ) : (
        <PageLoading rows={6} />
      )}
    </PageColumn>
  );
}
