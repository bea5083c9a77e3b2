import { type TutorialSlug, tutorialPath, tutorialSlugs } from '@platform/domain';
import { PageColumn, useMessages } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { useApiClient } from '../../boot/AppRuntimeContext.tsx';
import { articleListQuery } from '../../data/content.ts';
import { isTutorialSlug, tutorialGroupOf } from '../../data/tutorialGroups.ts';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { ArticleView } from './ArticleView.tsx';

/** The tutorial a `/tutorial/<slug>` path names; the route table only serves known slugs. */
function tutorialSlugOf(pathname: string): TutorialSlug {
  const slug = tutorialSlugs.find((candidate) => tutorialPath(candidate) === pathname);
  if (slug === undefined) throw new Error(`${pathname} is not a tutorial route`);
  return slug;
}

/** `/tutorial/<slug>`: one tutorial from the API, with the other tutorials of its help-centre section. */
export default function TutorialPage() {
  const client = useApiClient();
  const text = useMessages(appCatalog).help;
  const navigate = useNavigate();
  const slug = tutorialSlugOf(useLocation().pathname);
  const group = tutorialGroupOf[slug];
  // Related tutorials are a courtesy: while their list loads, or if it fails, the article stands alone.
  const tutorials = useQuery(articleListQuery(client, 'tutorial'));
  const related = (tutorials.data ?? [])
    .filter(
      (article) =>
        article.slug !== slug && isTutorialSlug(article.slug) && tutorialGroupOf[article.slug] === group,
    )
    .map((article) => ({ id: article.slug, title: article.title }));
  return (
    <PageColumn>
      <ArticleView
        key={slug}
        kind="tutorial"
        slug={slug}
        category={text.tutorialGroups[group]}
        related={related}
        onOpenRelated={(article) => isTutorialSlug(article.id) && navigate(tutorialPath(article.id))}
      />
    </PageColumn>
  );
}
