import { type LimitKind, periodsOfLimit } from '@platform/domain';
import { PageColumn, PageSection, QueryContent, useMessages } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../boot/AppRuntimeContext.tsx';
import { type SaferPlayState, saferPlayQuery } from '../../data/saferPlay.ts';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { MemberPage } from '../../layout/MemberPage.tsx';
import { DepositLimitQuestion, depositLimitUnanswered } from '../../pageParts/DepositLimitQuestion.tsx';
import { useDateTimeFormat } from '../../pageParts/useDateTimeFormat.ts';
import { BreakForm } from './BreakForm.tsx';
import { LimitCard } from './LimitCard.tsx';
import { RealityCheckSection } from './RealityCheckSection.tsx';
import { StatementSection } from './StatementSection.tsx';

/**
 * `/user/saferPlay`: the member's deposit, loss and session-time limits (each period, what is used and left, a
 * looser change waiting for its cooling-off), a time-out and self-exclusion. The server enforces all of it; the
 * page only offers what the site switched on.
 */
export default function SaferPlayPage() {
  return (
    <MemberPage>
      <SaferPlay />
    </MemberPage>
  );
}

function SaferPlay() {
  const client = useApiClient();
  const state = useQuery(saferPlayQuery(client));
  return <QueryContent query={state}>{(data) => <SaferPlaySections state={data} />}</QueryContent>;
}

const kindTitle = { deposit: 'depositLimits', loss: 'lossLimits', session: 'sessionLimit' } as const;

function SaferPlaySections({ state }: { state: SaferPlayState }) {
  const text = useMessages(appCatalog).saferPlay;
  const formatTime = useDateTimeFormat();
  const kinds = (Object.keys(periodsOfLimit) as LimitKind[]).filter((kind) =>
    state.limits.some((limit) => limit.kind === kind),
  );
  return (
    <PageColumn>
      {state.exclusion ? (
        <p role="status">
          {state.exclusion.endsAt
            ? text.inForce(formatTime(state.exclusion.endsAt))
            : text.inForcePermanently}
        </p>
      ) : null}
      {/* where the site asks, the question comes first (a new member lands here from registration) */}
      {depositLimitUnanswered(state) ? <DepositLimitQuestion state={state} /> : null}
      {kinds.length > 0 ? <p>{text.coolingOff(state.coolingOffHours)}</p> : null}
      {kinds.map((kind) => (
        <PageSection key={kind} aria-labelledby={`safer-play-${kind}`}>
          <h2 id={`safer-play-${kind}`}>{text[kindTitle[kind]]}</h2>
          {state.limits
            .filter((limit) => limit.kind === kind)
            .map((limit) => (
              <LimitCard key={limit.period} limit={limit} />
            ))}
        </PageSection>
      ))}
      {state.realityCheck ? <RealityCheckSection setting={state.realityCheck} /> : null}
      {state.features.timeOut ? <BreakForm kind="time_out" /> : null}
      {state.features.selfExclusion ? <BreakForm kind="self_exclusion" /> : null}
      {state.features.activityStatement ? <StatementSection /> : null}
    </PageColumn>
  );
}
