import type { consoleEndpoints, EndpointResponse } from '@platform/contract';
import { Button } from '@platform/ui';
import { useConsoleRuntime } from '../../boot/consoleRuntime.tsx';
import { dateTimeText } from '../../i18n/formats.ts';
import { useConsoleText } from '../../i18n/useConsoleText.ts';
import type { Announce } from '../../pageParts/ActionAnnouncement.tsx';
import * as styles from '../../pageParts/consoleStyles.css.ts';
import { MemberMoneyPanel } from './MemberMoneyPanel.tsx';
import { useDecision } from './useDecision.ts';

type QueuedDeposit = EndpointResponse<(typeof consoleEndpoints)['consoleMoneyQueues']>['deposits'][number];

/** One pending deposit: approve (credit) or reject, once; an expired order can only be rejected. */
export function DepositRequest({
  deposit,
  siteCode,
  announce,
}: {
  deposit: QueuedDeposit;
  siteCode: string;
  announce: Announce;
}) {
  const text = useConsoleText().queues;
  const { locale } = useConsoleRuntime();
  const { decide, title } = useDecision({ kind: 'deposit', request: deposit, siteCode, announce });
  const decided = decide.isSuccess;
  return (
    <article className={styles.requestRow} aria-label={title}>
      <section className={styles.panel}>
        <h3 className={styles.subheading}>{title}</h3>
        <dl className={styles.facts}>
          <dt>{text.requestedAt}</dt>
          <dd>{dateTimeText(deposit.createdAt, locale)}</dd>
          <dt>{text.channel}</dt>
          <dd>{deposit.channelName}</dd>
          <dt>{text.reference}</dt>
          <dd>{deposit.referenceCode}</dd>
        </dl>
        {deposit.expired ? <p className={styles.notice}>{text.expired}</p> : null}
        <div className={styles.toolbar}>
          <Button
            loading={decide.isPending && decide.variables?.decision === 'approved'}
            disabled={deposit.expired || decided || decide.isPending}
            onClick={() => decide.mutate({ decision: 'approved' })}
          >
            {text.approve}
          </Button>
          <Button
            tone="secondary"
            loading={decide.isPending && decide.variables?.decision === 'rejected'}
            disabled={decided || decide.isPending}
            onClick={() => decide.mutate({ decision: 'rejected' })}
          >
            {text.reject}
          </Button>
        </div>
      </section>
      <MemberMoneyPanel context={deposit.context} />
    </article>
  );
}
