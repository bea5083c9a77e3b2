import { type Ref, useEffect, useState } from 'react';
import { uiCatalog, useMessages } from '../../i18n/index.ts';
import * as styles from './RichText.css.ts';
import { type HtmlSanitizer, loadedHtmlSanitizer, loadHtmlSanitizer } from './sanitizeHtml.ts';

export type RichTextProps = {
  /** Server-authored HTML (messages, announcements, articles). It is sanitised before it reaches the page. */
  html: string;
  className?: string;
  ref?: Ref<HTMLDivElement>;
};

/**
 * Server HTML, sanitised with DOMPurify (loaded lazily) against an allow-list of text, link, list, table and image
 * elements (sanitizeHtml.ts); links open with rel=noopener noreferrer. The app's only HTML sink.
 */
export function RichText({ html, className, ref }: RichTextProps) {
  const text = useMessages(uiCatalog).richText;
  const [sanitize, setSanitize] = useState<HtmlSanitizer | null>(loadedHtmlSanitizer);
  useEffect(() => {
    if (sanitize !== null) {
      return;
    }
    let active = true;
    loadHtmlSanitizer().then((sanitizer) => {
      if (active) {
        setSanitize(() => sanitizer);
      }
    });
    return () => {
      active = false;
    };
  }, [sanitize]);
  const classes = [styles.richText, className].filter(Boolean).join(' ');
  if (sanitize === null) {
    return (
      <div ref={ref} className={classes} aria-busy="true">
        <p className={styles.loading}>{text.loading}</p>
      </div>
    );
  }
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML has just been sanitised by DOMPurify.
  return <div ref={ref} className={classes} dangerouslySetInnerHTML={{ __html: sanitize(html) }} />;
}
