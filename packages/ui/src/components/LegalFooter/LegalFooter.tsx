import { type ContentLocale, contentLocale } from '@platform/domain';
import type { Ref } from 'react';
import { uiCatalog, useLocale, useMessages } from '../../i18n/index.ts';
import * as styles from './LegalFooter.css.ts';

type LocalisedText = Readonly<Record<ContentLocale, string>>;

export type LegalFooterProps = {
  /** The operator's licence statement, per language (a site config's `legalFooter`). */
  licenceText: LocalisedText;
  responsibleGamingNote: LocalisedText;
  minimumAge: number;
  ref?: Ref<HTMLElement>;
};

/** The bottom of the home page: the age mark, the licence statement and the responsible-gaming note. */
export function LegalFooter({ licenceText, responsibleGamingNote, minimumAge, ref }: LegalFooterProps) {
  const locale = useLocale();
  const text = useMessages(uiCatalog).legalFooter;
  return (
    <footer ref={ref} className={styles.footer}>
      <span className={styles.ageMark} role="img" aria-label={text.ageRestriction(minimumAge)}>
        {minimumAge}+
      </span>
      <p className={styles.text}>{responsibleGamingNote[contentLocale(locale)]}</p>
      <p className={styles.text}>{licenceText[contentLocale(locale)]}</p>
    </footer>
  );
}
