import { routePaths } from '@platform/domain';
import { ArticleLayout, PageError, type RelatedArticle, RichText, Skeleton, useMessages } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useApiClient, useAppRuntime } from '../../boot/AppRuntimeContext.tsx';
import { type ArticleKind, articleQuery } from '../../data/content.ts';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { ContentNotFound } from './ContentNotFound.tsx';
import { isMissingContent } from './missingContent.ts';

/**
 * One help topic or tutorial from the API: its title one level under the nav bar's, its section, date and
 * sanitised body, with related articles; "not found" with the way back to the help centre when it is not there.
 */
export function ArticleView({
  kind,
  slug,
  category,
  related,
  onOpenRelated,
}: {
  kind: ArticleKind;
  slug: string;
  category: string | undefined;
  related: readonly RelatedArticle[];
  onOpenRelated: (article: RelatedArticle) => void;
}) {
  const client = useApiClient();
  const { config } = useAppRuntime();
  const text = useMessages(appCatalog).help;
  const article = useQuery(articleQuery(client, kind, slug));
  if (article.data !== undefined) {
    return (
      <ArticleLayout
        title={article.data.title}
        category={category}
        updatedAt={new Date(article.data.updatedAt)}
        timeZone={config.timeZone}
        related={related}
        onOpenRelated={onOpenRelated}
        headingLevel={2}
      >
        <RichText html={article.data.content} />
      </ArticleLayout>
    );
  }
  if (article.isError) {
    return isMissingContent(article.error, 'slug') ? (
      <ContentNotFound
        message={text.articleNotFound}
        backLabel={text.backToHelpCentre}
        backTo={routePaths.helpCentre}
      />
    ) : (
      <PageError onRetry={() => void article.refetch()} />
    );
  }
  return <Skeleton rows={8} />;
}
