import { type ContentLocale, contentLocale } from '@platform/domain';
import type { ReactNode, Ref } from 'react';
import { uiCatalog, useLocale, useMessages } from '../../i18n/index.ts';
import * as styles from './LegalFooter.css.ts';

type LocalisedText = Readonly<Record<ContentLocale, string>>;

export type LegalFooterProps = {
  /** The operator's licence statement, per language (a site config's `legalFooter`). */
  licenceText: LocalisedText;
  responsibleGamingNote: LocalisedText;
  minimumAge: number;
  /** Links to the member's protection pages (safer play, security centre) where the site offers them. */
  protectionLinks?: ReactNode;
  ref?: Ref<HTMLElement>;
};

/**
 * The bottom of the home page: the age mark, the licence statement, the responsible-gaming note and, where the
 * site offers them, links to the member's protection pages.
 */
export function LegalFooter({
  licenceText,
  responsibleGamingNote,
  minimumAge,
  protectionLinks,
  ref,
}: LegalFooterProps) {
  const locale = useLocale();
  const text = useMessages(uiCatalog).legalFooter;
  return (
    <footer ref={ref} className={styles.footer}>
      <span className={styles.ageMark} role="img" aria-label={text.ageRestriction(minimumAge)}>
        {minimumAge}+
      </span>
      <p className={styles.text}>{responsibleGamingNote[contentLocale(locale)]}</p>
      {protectionLinks ? (
        <nav aria-label={text.protectionLinks} className={styles.links}>
          {protectionLinks}
        </nav>
      ) : null}
      <p className={styles.text}>{licenceText[contentLocale(locale)]}</p>
    </footer>
  );
}
