import type { consoleEndpoints, EndpointResponse } from '@platform/contract';
import { PageEmpty, QueryContent } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { useConsoleRuntime } from '../../boot/consoleRuntime.tsx';
import { consoleQueries } from '../../data/consoleQueries.ts';
import { dateTimeText, moneyText } from '../../i18n/formats.ts';
import { useConsoleText } from '../../i18n/useConsoleText.ts';
import { ActionAnnouncement, useActionAnnouncement } from '../../pageParts/ActionAnnouncement.tsx';
import * as styles from '../../pageParts/consoleStyles.css.ts';
import { BalanceFacts, BetsTable, LedgerTable } from '../../pageParts/moneyTables.tsx';
import { MemberActions } from './MemberActions.tsx';
import { MemberNotes } from './MemberNotes.tsx';
import { MemberTasks } from './MemberTasks.tsx';
import { MemberVip } from './MemberVip.tsx';

type MemberDetail = EndpointResponse<(typeof consoleEndpoints)['consoleMemberDetail']>;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className={styles.panel} aria-label={title}>
      <h2 className={styles.subheading}>{title}</h2>
      {children}
    </section>
  );
}

function WithdrawalAccounts({ detail }: { detail: MemberDetail }) {
  const text = useConsoleText().members;
  if (detail.withdrawalAccounts.length === 0) return <PageEmpty message={text.noAccounts} />;
  return (
    <ul>
      {detail.withdrawalAccounts.map((account) => (
        <li key={account.id}>
          {account.bankName} · {account.holderName} · {account.accountNumberMasked}
        </li>
      ))}
    </ul>
  );
}

function Sessions({ detail }: { detail: MemberDetail }) {
  const text = useConsoleText().members;
  const { locale } = useConsoleRuntime();
  if (detail.sessions.length === 0) return <PageEmpty message={text.noSessions} />;
  return (
    <div className={styles.tableFrame}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{text.signedInAt}</th>
            <th scope="col">{text.lastSeenAt}</th>
            <th scope="col">{text.device}</th>
            <th scope="col">{text.address}</th>
          </tr>
        </thead>
        <tbody>
          {detail.sessions.map((session) => (
            <tr key={`${session.signedInAt}:${session.addressMasked}`}>
              <td>{dateTimeText(session.signedInAt, locale)}</td>
              <td>{dateTimeText(session.lastSeenAt, locale)}</td>
              <td>{[session.browser, session.operatingSystem].filter(Boolean).join(' · ') || '–'}</td>
              <td>{session.addressMasked}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type SaferPlayLimit = MemberDetail['saferPlay']['limits'][number];

/** A limit's value as the member set it: money of the site's central currency, or minutes for the session. */
function LimitValue({ limit, currency }: { limit: SaferPlayLimit; currency: string }) {
  const text = useConsoleText().members;
  const { locale } = useConsoleRuntime();
  if (limit.value === null) return text.noLimitValue;
  return limit.kind === 'session' ? text.minutes(limit.value) : moneyText(limit.value, currency, locale);
}

function SaferPlay({ detail }: { detail: MemberDetail }) {
  const text = useConsoleText().members;
  const { locale } = useConsoleRuntime();
  const { saferPlay } = detail;
  return (
    <>
      {saferPlay.offered ? null : <p className={styles.muted}>{text.saferPlayNotOffered}</p>}
      <h3 className={styles.subheading}>{text.limits}</h3>
      {saferPlay.limits.length === 0 ? (
        <p className={styles.muted}>{text.noLimits}</p>
      ) : (
        <ul>
          {saferPlay.limits.map((limit) => (
            <li key={`${limit.kind}:${limit.period}`}>
              {text.limitKinds[limit.kind]} · {text.limitPeriods[limit.period]} ·{' '}
              <LimitValue limit={limit} currency={detail.balance.currency} />
            </li>
          ))}
        </ul>
      )}
      <h3 className={styles.subheading}>{text.exclusions}</h3>
      {saferPlay.exclusions.length === 0 ? (
        <p className={styles.muted}>{text.noExclusions}</p>
      ) : (
        <ul>
          {saferPlay.exclusions.map((exclusion) => (
            <li key={`${exclusion.kind}:${exclusion.startedAt}`}>
              {text.exclusionKinds[exclusion.kind]} · {dateTimeText(exclusion.startedAt, locale)} ·{' '}
              {text.until} {exclusion.endsAt === null ? text.noEnd : dateTimeText(exclusion.endsAt, locale)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * One member of the operator's sites: money, play, payout accounts (masked), sessions, safer play, VIP, tasks and
 * operators' notes.
 */
export default function MemberPage() {
  const text = useConsoleText();
  const { call, locale } = useConsoleRuntime();
  const memberId = useParams().memberId ?? '';
  const detail = useQuery(consoleQueries.memberDetail(call, memberId));
  // The page's, not the member section's: an outcome stays announced while the member is read again.
  const { announcement, announce } = useActionAnnouncement();
  return (
    <div className={styles.page}>
      <ActionAnnouncement announcement={announcement} />
      <QueryContent query={detail} rows={8}>
        {(member) => (
          <>
            <h1 className={styles.heading}>{text.members.memberHeading(member.member.username)}</h1>
            <dl className={styles.facts}>
              <dt>{text.site.label}</dt>
              <dd>{member.member.siteCode}</dd>
              <dt>{text.members.phone}</dt>
              <dd>{member.member.phoneMasked ?? '–'}</dd>
              <dt>{text.members.email}</dt>
              <dd>{member.member.emailMasked ?? '–'}</dd>
              <dt>{text.members.twoStep}</dt>
              <dd>{member.twoStepEnabled ? text.members.twoStepOn : text.members.twoStepOff}</dd>
              <dt>{text.members.lock}</dt>
              <dd>
                {member.lockedAt === null
                  ? text.members.notLocked
                  : text.members.lockedSince(dateTimeText(member.lockedAt, locale))}
              </dd>
            </dl>
            <Section title={text.money.balance}>
              <BalanceFacts balance={member.balance} />
            </Section>
            <Section title={text.money.recentLedger}>
              <LedgerTable lines={member.recentLedger} caption={text.money.recentLedger} />
            </Section>
            <Section title={text.money.recentBets}>
              <BetsTable bets={member.recentBets} caption={text.money.recentBets} />
            </Section>
            <Section title={text.members.withdrawalAccounts}>
              <WithdrawalAccounts detail={member} />
            </Section>
            <Section title={text.members.sessions}>
              <Sessions detail={member} />
            </Section>
            <Section title={text.members.saferPlay}>
              <SaferPlay detail={member} />
            </Section>
            <Section title={text.members.vip}>
              <MemberVip detail={member} />
            </Section>
            <Section title={text.members.tasks}>
              <MemberTasks detail={member} />
            </Section>
            <Section title={text.members.notes}>
              <MemberNotes detail={member} announce={announce} />
            </Section>
            <MemberActions detail={member} announce={announce} />
          </>
        )}
      </QueryContent>
    </div>
  );
}
