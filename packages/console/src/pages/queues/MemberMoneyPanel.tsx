import type { consoleEndpoints, EndpointResponse } from '@platform/contract';
import { Link } from 'react-router-dom';
import { memberPath } from '../../data/consolePaths.ts';
import { useConsoleText } from '../../i18n/useConsoleText.ts';
import * as styles from '../../pageParts/consoleStyles.css.ts';
import { BalanceFacts, BetsTable, LedgerTable } from '../../pageParts/moneyTables.tsx';

type MemberMoneyContext = EndpointResponse<
  (typeof consoleEndpoints)['consoleMoneyQueues']
>['deposits'][number]['context'];

/** Beside each request: whose money, what is there, what moved and what was played. */
export function MemberMoneyPanel({ context }: { context: MemberMoneyContext }) {
  const text = useConsoleText().money;
  return (
    <section className={styles.panel} aria-label={`${text.member} ${context.member.username}`}>
      <p className={styles.subheading}>
        {text.member}: <Link to={memberPath(context.member.id)}>{context.member.username}</Link>
      </p>
      <BalanceFacts balance={context.balance} />
      <LedgerTable lines={context.recentLedger} caption={text.recentLedger} />
      <BetsTable bets={context.recentBets} caption={text.recentBets} />
    </section>
  );
}
