import { useConsoleText } from '../../i18n/useConsoleText.ts';
import * as styles from '../../pageParts/consoleStyles.css.ts';

/**
 * The member actions' place on the member page (lock/unlock, reset the sign-in lockout, send a message, credit a
 * reward). Their endpoints come with the console's next step (consoleActionEndpoints.ts); until then this section
 * says so rather than offering buttons that could not work.
 */
export function MemberActions() {
  const text = useConsoleText().members;
  return (
    <section className={styles.panel} aria-labelledby="member-actions-heading">
      <h2 id="member-actions-heading" className={styles.subheading}>
        {text.actions}
      </h2>
      <p className={styles.muted}>{text.actionsLater}</p>
    </section>
  );
}
