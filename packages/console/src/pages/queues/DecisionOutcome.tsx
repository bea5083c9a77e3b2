import type { consoleEndpoints, EndpointResponse } from '@platform/contract';
import { useConsoleText } from '../../i18n/useConsoleText.ts';
import * as styles from '../../pageParts/consoleStyles.css.ts';

type DecisionReply = EndpointResponse<(typeof consoleEndpoints)['consoleDecideDeposit']>;

/** What the decision did, announced: decided, first approval recorded, or nothing (decided before). */
export function DecisionOutcome({ reply, error }: { reply: DecisionReply | undefined; error: Error | null }) {
  const text = useConsoleText().queues;
  if (error !== null)
    return (
      <p className={styles.notice} role="alert">
        {error.message}
      </p>
    );
  if (reply === undefined) return null;
  return (
    <p className={styles.notice} role="status">
      {reply.changed ? text.decided[reply.status] : text.alreadyDecided}
    </p>
  );
}
