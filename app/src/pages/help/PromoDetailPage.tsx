import { routePaths } from '@platform/domain';
import { ArticleLayout, PageColumn, PageError, RichText, Skeleton, useMessages } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useApiClient, useAppRuntime } from '../../boot/AppRuntimeContext.tsx';
import { promoDetailQuery } from '../../data/content.ts';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { ContentNotFound } from './ContentNotFound.tsx';
import { isMissingContent } from './missingContent.ts';

/** `/promo/detail?id=`: one activity's page, its rules rendered as sanitised rich text. */
export default function PromoDetailPage() {
  const id = useSearchParams()[0].get('id') ?? '';
  return <PageColumn>{id === '' ? <PromoNotFound /> : <Promotion id={id} />}</PageColumn>;
}

function PromoNotFound() {
  const text = useMessages(appCatalog).help;
  return (
    <ContentNotFound
      message={text.promoNotFound}
      backLabel={text.backToActivities}
      backTo={routePaths.activityList}
    />
  );
}

function Promotion({ id }: { id: string }) {
  const client = useApiClient();
  const { config } = useAppRuntime();
  const promotion = useQuery(promoDetailQuery(client, id));
  if (promotion.data !== undefined) {
    const { title, summary, content } = promotion.data;
    return (
      // The nav bar's "Promotion" is the page's h1; the activity's own title heads the article below it.
      <ArticleLayout title={title} category={summary} timeZone={config.timeZone} headingLevel={2}>
        <RichText html={content} />
      </ArticleLayout>
    );
  }
  if (promotion.isError) {
    return isMissingContent(promotion.error, 'id') ? (
      <PromoNotFound />
    ) : (
      <PageError onRetry={() => void promotion.refetch()} />
    );
  }
  return <Skeleton rows={6} withMedia />;
}
