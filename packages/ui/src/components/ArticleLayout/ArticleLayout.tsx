import { type ReactNode, type Ref, useId } from 'react';
import { useLocale, useMessages } from '../../i18n/index.ts';
import * as styles from './ArticleLayout.css.ts';
import { articleLayoutMessages } from './ArticleLayout.messages.ts';

export type RelatedArticle = { id: string; title: string };

export type ArticleLayoutProps = {
  title: string;
  /** The help-centre section, e.g. "Tutorials". */
  category?: string | undefined;
  updatedAt?: Date | undefined;
  /** The article body: usually a RichText with the server's HTML. */
  children: ReactNode;
  related?: readonly RelatedArticle[];
  onOpenRelated?: ((article: RelatedArticle) => void) | undefined;
  timeZone?: string;
  ref?: Ref<HTMLElement>;
};

/** The help-centre and tutorial page: title, section, date, body and related articles. */
export function ArticleLayout({
  title,
  category,
  updatedAt,
  children,
  related = [],
  onOpenRelated,
  timeZone,
  ref,
}: ArticleLayoutProps) {
  const locale = useLocale();
  const text = useMessages(articleLayoutMessages);
  const titleId = useId();
  const relatedId = useId();
  return (
    <article ref={ref} className={styles.article} aria-labelledby={titleId}>
      <header className={styles.header}>
        {category ? <p className={styles.category}>{category}</p> : null}
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {updatedAt ? (
          <time className={styles.updated} dateTime={updatedAt.toISOString()}>
            {text.updated(
              new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(updatedAt),
            )}
          </time>
        ) : null}
      </header>
      <div>{children}</div>
      {related.length > 0 && onOpenRelated ? (
        <nav className={styles.related} aria-labelledby={relatedId}>
          <h2 id={relatedId} className={styles.relatedTitle}>
            {text.related}
          </h2>
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
