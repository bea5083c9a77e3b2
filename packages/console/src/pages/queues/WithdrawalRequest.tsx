import type { consoleEndpoints, EndpointResponse } from '@platform/contract';
import { Button, TextField } from '@platform/ui';
import { useState } from 'react';
import { useConsoleRuntime } from '../../boot/consoleRuntime.tsx';
import { operatorActorName } from '../../data/operatorActor.ts';
import { dateTimeText } from '../../i18n/formats.ts';
import { useConsoleText } from '../../i18n/useConsoleText.ts';
import { useSignedInOperator } from '../../layout/signedInOperator.ts';
import type { Announce } from '../../pageParts/ActionAnnouncement.tsx';
import * as styles from '../../pageParts/consoleStyles.css.ts';
import { MemberMoneyPanel } from './MemberMoneyPanel.tsx';
import { useDecision } from './useDecision.ts';

type QueuedWithdrawal = EndpointResponse<
  (typeof consoleEndpoints)['consoleMoneyQueues']
>['withdrawals'][number];

/** The reason a rejection gives the member: the form asks for it before the rejection is sent. */
function RejectionForm({
  onReject,
  onCancel,
  busy,
}: {
  onReject: (reason: string) => void;
  onCancel: () => void;
  busy: boolean;
}) {
  const text = useConsoleText().queues;
  const [reason, setReason] = useState('');
  return (
    <form
      className={styles.toolbar}
      onSubmit={(event) => {
        event.preventDefault();
        if (reason.trim() !== '') onReject(reason.trim());
      }}
    >
      <TextField label={text.reason} value={reason} onValueChange={setReason} required maxLength={200} />
      <Button type="submit" tone="danger" loading={busy} disabled={reason.trim() === ''}>
        {text.confirmReject}
      </Button>
      <Button tone="ghost" onClick={onCancel} disabled={busy}>
        {text.cancel}
      </Button>
    </form>
  );
}

/**
 * One pending withdrawal: approve, or reject with a reason. Above the site's four-eyes amount it needs two different
 * operators: after the first approval it says so, and the first approver cannot give the second.
 */
export function WithdrawalRequest({
  withdrawal,
  siteCode,
  announce,
}: {
  withdrawal: QueuedWithdrawal;
  siteCode: string;
  announce: Announce;
}) {
  const text = useConsoleText().queues;
  const { locale } = useConsoleRuntime();
  const operator = useSignedInOperator();
  const [rejecting, setRejecting] = useState(false);
  const { decide, title } = useDecision({ kind: 'withdrawal', request: withdrawal, siteCode, announce });
  const approvedByMe =
    withdrawal.approvedBy.includes(operatorActorName(operator.username)) ||
    (decide.data?.status === 'pending' && decide.variables?.decision === 'approved');
  const decided = decide.isSuccess && decide.data.status !== 'pending';
  const firstApprover = withdrawal.approvedBy[0];
  return (
    <article className={styles.requestRow} aria-label={title}>
      <section className={styles.panel}>
        <h3 className={styles.subheading}>{title}</h3>
        <dl className={styles.facts}>
          <dt>{text.requestedAt}</dt>
          <dd>{dateTimeText(withdrawal.createdAt, locale)}</dd>
          <dt>{text.account}</dt>
          <dd>
            {withdrawal.account.bankName} · {withdrawal.account.holderName} ·{' '}
            {withdrawal.account.accountNumberMasked}
          </dd>
        </dl>
        {withdrawal.approvalsNeeded > 1 ? (
          <p className={styles.notice}>
            {firstApprover === undefined
              ? text.needsTwoApprovals
              : text.awaitingSecondApproval(firstApprover)}
          </p>
        ) : null}
        {rejecting ? (
          <RejectionForm
            busy={decide.isPending}
            onCancel={() => setRejecting(false)}
            onReject={(reason) => decide.mutate({ decision: 'rejected', reason })}
          />
        ) : (
          <div className={styles.toolbar}>
            <Button
              loading={decide.isPending}
              disabled={decided || approvedByMe || decide.isPending}
              onClick={() => decide.mutate({ decision: 'approved' })}
            >
              {text.approve}
            </Button>
            <Button
              tone="secondary"
              disabled={decided || decide.isPending}
              onClick={() => setRejecting(true)}
            >
              {text.reject}
            </Button>
          </div>
        )}
      </section>
      <MemberMoneyPanel context={withdrawal.context} />
    </article>
  );
}
