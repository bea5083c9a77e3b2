import { useConsoleText } from '../i18n/useConsoleText.ts';
import * as styles from './consoleStyles.css.ts';

/**
 * A new set of recovery codes, shown once (at enrolment, or after making new ones): the server keeps only their
 * hashes, so this is the operator's one chance to write them down.
 */
export function RecoveryCodeList({ codes }: { codes: string[] }) {
  const text = useConsoleText().recoveryCodes;
  return (
    <section className={styles.panel} aria-labelledby="recovery-codes-heading">
      <h3 id="recovery-codes-heading" className={styles.subheading}>
        {text.heading}
      </h3>
      <p className={styles.muted}>{text.intro}</p>
      <ol className={styles.codeList} aria-labelledby="recovery-codes-heading">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
    </section>
  );
}
