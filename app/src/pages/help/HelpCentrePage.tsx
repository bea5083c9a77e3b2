import { routePaths, tutorialPath } from '@platform/domain';
import { ListCell, ListGroup, PageColumn, PageEmpty, PageError, Skeleton, useMessages } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useApiClient } from '../../boot/AppRuntimeContext.tsx';
import { articleListQuery } from '../../data/content.ts';
import { isTutorialSlug, tutorialGroupOf, tutorialGroups } from '../../data/tutorialGroups.ts';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { ArticleView } from './ArticleView.tsx';

/** Where a help topic opens: the help centre itself, with the topic named in the query (no route of its own). */
export const helpTopicPath = (slug: string) => `${routePaths.helpCentre}?topic=${encodeURIComponent(slug)}`;

/**
 * `/help/center`: the site's common questions and its tutorials grouped by section, each opening its article;
 * `/help/center?topic=<slug>` shows one common question.
 */
export default function HelpCentrePage() {
  const topic = useSearchParams()[0].get('topic');
  return <PageColumn>{topic ? <HelpTopic slug={topic} /> : <HelpIndex />}</PageColumn>;
}

function HelpTopic({ slug }: { slug: string }) {
  const client = useApiClient();
  const text = useMessages(appCatalog).help;
  const navigate = useNavigate();
  const topics = useQuery(articleListQuery(client, 'help'));
  const related = (topics.data ?? [])
    .filter((topic) => topic.slug !== slug)
    .map((topic) => ({ id: topic.slug, title: topic.title }));
  return (
    <ArticleView
      key={slug}
      kind="help"
      slug={slug}
      category={text.commonQuestions}
      related={related}
      onOpenRelated={(article) => navigate(helpTopicPath(article.id))}
    />
  );
}

function HelpIndex() {
  const client = useApiClient();
  const text = useMessages(appCatalog).help;
  const navigate = useNavigate();
  const topics = useQuery(articleListQuery(client, 'help'));
  const tutorials = useQuery(articleListQuery(client, 'tutorial'));
  const open = (path: string) => (event: { preventDefault(): void }) => {
    event.preventDefault();
    navigate(path);
  };
  if (topics.isError || tutorials.isError) {
    return (
      <PageError
        onRetry={() => {
          if (topics.isError) void topics.refetch();
          if (tutorials.isError) void tutorials.refetch();
        }}
      />
    );
  }
  if (topics.data === undefined || tutorials.data === undefined) return <Skeleton rows={10} />;
  const routedTutorials = tutorials.data.flatMap((article) =>
    isTutorialSlug(article.slug) ? [{ ...article, slug: article.slug }] : [],
  );
  return (
    <>
      {topics.data.length === 0 ? (
        <PageEmpty message={text.noHelpTopics} />
      ) : (
        <ListGroup title={text.commonQuestions}>
          {topics.data.map((topic) => (
            <ListCell
              key={topic.id}
              title={topic.title}
              href={helpTopicPath(topic.slug)}
              onClick={open(helpTopicPath(topic.slug))}
            />
          ))}
        </ListGroup>
      )}
      {tutorialGroups.map((group) => {
        const inGroup = routedTutorials.filter((article) => tutorialGroupOf[article.slug] === group);
        return inGroup.length === 0 ? null : (
          <ListGroup key={group} title={text.tutorialGroups[group]}>
            {inGroup.map((article) => (
              <ListCell
                key={article.id}
                title={article.title}
                href={tutorialPath(article.slug)}
                onClick={open(tutorialPath(article.slug))}
              />
            ))}
          </ListGroup>
        );
      })}
    </>
  );
}
