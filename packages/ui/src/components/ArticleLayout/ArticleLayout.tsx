import { dateTimeFormat } from '@platform/domain';
import { type ReactNode, type Ref, useId } from 'react';
import { uiCatalog, useLocale, useMessages } from '../../i18n/index.ts';
import * as styles from './ArticleLayout.css.ts';

export type RelatedArticle = { id: string; title: string };

export type ArticleLayoutProps = {
  title: string;
  /** The help-centre section, e.g. "Tutorials". */
  category?: string | undefined;
  updatedAt?: Date | undefined;
  /** What the date is: an article's last update (a day), or when a message was sent (day and time). */
  dateKind?: 'updated' | 'sent';
  /** The article body: usually a RichText with the server's HTML. */
  children: ReactNode;
  related?: readonly RelatedArticle[];
  onOpenRelated?: ((article: RelatedArticle) => void) | undefined;
  timeZone?: string;
  /**
   * 1 when the article's title is the page's title; 2 under a nav bar whose `<h1>` already names the page (a
   * tutorial under "Tutorial"), so the page keeps one `<h1>`. The related-articles heading is one level below.
   */
  headingLevel?: 1 | 2;
  ref?: Ref<HTMLElement>;
};

/** The help-centre and tutorial page: title, section, date, body and related articles. */
export function ArticleLayout({
  title,
  category,
  updatedAt,
  dateKind = 'updated',
  children,
  related = [],
  onOpenRelated,
  timeZone,
  headingLevel = 1,
  ref,
}: ArticleLayoutProps) {
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  const RelatedTitle = headingLevel === 1 ? 'h2' : 'h3';
  const locale = useLocale();
  const text = useMessages(uiCatalog).articleLayout;
  const titleId = useId();
  const relatedId = useId();
  return (
    <article ref={ref} className={styles.article} aria-labelledby={titleId}>
      <header className={styles.header}>
        {category ? <p className={styles.category}>{category}</p> : null}
        <Title id={titleId} className={styles.title}>
          {title}
        </Title>
        {updatedAt ? (
          <time className={styles.updated} dateTime={updatedAt.toISOString()}>
            {text[dateKind](
              dateTimeFormat(locale, {
                dateStyle: 'medium',
                ...(dateKind === 'sent' ? { timeStyle: 'short' } : {}),
                timeZone,
              }).format(updatedAt),
            )}
          </time>
        ) : null}
      </header>
      <div>{children}</div>
      {related.length > 0 && onOpenRelated ? (
        <nav className={styles.related} aria-labelledby={relatedId}>
          <RelatedTitle id={relatedId} className={styles.relatedTitle}>
            {text.related}
          </RelatedTitle>
          <ul className={styles.relatedList}>
            {related.map((article) => (
              <li key={article.id}>
                {/* Raw <button>: a list row that opens a related article (a link-like row), not an action Button. */}
                <button type="button" className={styles.relatedLink} onClick={() => onOpenRelated(article)}>
                  <span>{article.title}</span>
                  <span aria-hidden="true">›</span>
                </button>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </article>
  );
}
