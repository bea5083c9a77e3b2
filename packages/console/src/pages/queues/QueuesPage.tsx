import { formatMoney } from '@platform/domain';
import { DEFAULT_SITE_CODE } from '@platform/site-config';
import { PageEmpty, QueryContent } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useConsoleRuntime } from '../../boot/consoleRuntime.tsx';
import { consoleQueries } from '../../data/consoleQueries.ts';
import { useConsoleText } from '../../i18n/useConsoleText.ts';
import { useSignedInOperator } from '../../layout/signedInOperator.ts';
import { ActionAnnouncement, useActionAnnouncement } from '../../pageParts/ActionAnnouncement.tsx';
import * as styles from '../../pageParts/consoleStyles.css.ts';
import { SiteSelect } from '../../pageParts/SiteSelect.tsx';
import { DepositRequest } from './DepositRequest.tsx';
import { WithdrawalRequest } from './WithdrawalRequest.tsx';

/** A site's pending deposits and withdrawals, oldest first (the server's order), with each member's money beside. */
export default function QueuesPage() {
  const text = useConsoleText().queues;
  const { call, locale } = useConsoleRuntime();
  const operator = useSignedInOperator();
  const [search, setSearch] = useSearchParams();
  // The default site first (an admin's list is every site, in code order), else the operator's first site.
  const firstSite =
    operator.sites.find((site) => site.siteCode === DEFAULT_SITE_CODE)?.siteCode ??
    operator.sites[0]?.siteCode;
  const siteCode = search.get('site') ?? firstSite ?? '';
  const queues = useQuery({ ...consoleQueries.moneyQueues(call, siteCode), enabled: siteCode !== '' });
  // The page's, not a row's: a decided request leaves the queue at the next read, its outcome stays told here.
  const { announcement, announce } = useActionAnnouncement();
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{text.heading}</h1>
      <ActionAnnouncement announcement={announcement} />
      <div className={styles.toolbar}>
        <SiteSelect value={siteCode} onChange={(site) => setSearch({ site })} />
      </div>
      <QueryContent query={queues} rows={6}>
        {(data) => (
          <>
            <p className={styles.muted}>
              {text.fourEyesRule(formatMoney(data.fourEyesWithdrawalMinor, locale))}
            </p>
            <section className={styles.page} aria-labelledby="deposits-heading">
              <h2 id="deposits-heading" className={styles.heading}>
                {text.deposits}
              </h2>
              {data.deposits.length === 0 ? <PageEmpty message={text.noDeposits} /> : null}
              {data.deposits.map((deposit) => (
                <DepositRequest key={deposit.id} deposit={deposit} siteCode={siteCode} announce={announce} />
              ))}
            </section>
            <section className={styles.page} aria-labelledby="withdrawals-heading">
              <h2 id="withdrawals-heading" className={styles.heading}>
                {text.withdrawals}
              </h2>
              {data.withdrawals.length === 0 ? <PageEmpty message={text.noWithdrawals} /> : null}
              {data.withdrawals.map((withdrawal) => (
                <WithdrawalRequest
                  key={withdrawal.id}
                  withdrawal={withdrawal}
                  siteCode={siteCode}
                  announce={announce}
                />
              ))}
            </section>
          </>
        )}
      </QueryContent>
    </div>
  );
}
