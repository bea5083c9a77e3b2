import type { consoleEndpoints, EndpointResponse } from '@platform/contract';
import { useConsoleRuntime } from '../../boot/consoleRuntime.tsx';
import { operatorMay } from '../../data/operatorPermissions.ts';
import { useConsoleText } from '../../i18n/useConsoleText.ts';
import { useSignedInOperator } from '../../layout/signedInOperator.ts';
import type { Announce } from '../../pageParts/ActionAnnouncement.tsx';
import * as styles from '../../pageParts/consoleStyles.css.ts';
import { MessageForm } from '../../pageParts/MessageForm.tsx';
import { MemberLockControl } from './MemberLockControl.tsx';
import { RewardCreditForm } from './RewardCreditForm.tsx';
import { useMemberAction } from './useMemberAction.ts';

type MemberDetail = EndpointResponse<(typeof consoleEndpoints)['consoleMemberDetail']>;

function ActionGroup({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className={styles.page} aria-label={title}>
      <h3 className={styles.subheading}>{title}</h3>
      {children}
    </section>
  );
}

function MemberMessage({ memberId, announce }: { memberId: string; announce: Announce }) {
  const text = useConsoleText().memberActions;
  const { call } = useConsoleRuntime();
  const send = useMemberAction({
    memberId,
    announce,
    run: (message: { title: string; content: string }) =>
      call('consoleSendMemberMessage', { body: { memberId, ...message } }),
    outcome: () => text.messageSent,
  });
  return <MessageForm busy={send.isPending} onSend={(message) => send.mutateAsync(message)} />;
}

/**
 * What the operator may do to this member, each offered only with the permission it needs on the member's site
 * (the server checks again): lock/unlock and the sign-in lockout (manageMembers), a message (editContent), a reward
 * (approveMoney). Outcomes are announced by the page's live region, which outlives the member's re-reads.
 */
export function MemberActions({ detail, announce }: { detail: MemberDetail; announce: Announce }) {
  const text = useConsoleText().memberActions;
  const operator = useSignedInOperator();
  const { id: memberId, siteCode } = detail.member;
  const may = (permission: Parameters<typeof operatorMay>[2]) => operatorMay(operator, siteCode, permission);
  const offered = may('manageMembers') || may('editContent') || may('approveMoney');
  return (
    <section className={styles.panel} aria-labelledby="member-actions-heading">
      <h2 id="member-actions-heading" className={styles.subheading}>
        {text.heading}
      </h2>
      {offered ? null : <p className={styles.muted}>{text.noneAllowed}</p>}
      {may('manageMembers') ? (
        <ActionGroup title={text.signInHeading}>
          <MemberLockControl memberId={memberId} locked={detail.lockedAt !== null} announce={announce} />
        </ActionGroup>
      ) : null}
      {may('editContent') ? (
        <ActionGroup title={text.messageHeading}>
          <MemberMessage memberId={memberId} announce={announce} />
        </ActionGroup>
      ) : null}
      {may('approveMoney') ? (
        <ActionGroup title={text.rewardHeading}>
          <RewardCreditForm memberId={memberId} currency={detail.balance.currency} announce={announce} />
        </ActionGroup>
      ) : null}
    </section>
  );
}
