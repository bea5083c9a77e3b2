import { PageEmpty, QueryContent } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useConsoleRuntime } from '../../boot/consoleRuntime.tsx';
import { type AuditFilters, consoleQueries } from '../../data/consoleQueries.ts';
import { dateTimeText } from '../../i18n/formats.ts';
import { useConsoleText } from '../../i18n/useConsoleText.ts';
import * as styles from '../../pageParts/consoleStyles.css.ts';

/** What the server records as a switch's "after" (server console/maintenance.ts). */
type SwitchRecord = { on?: boolean; note?: Record<string, string> };

/**
 * The site's maintenance as operators last switched it, one row per target (the site, `venue:<code>`,
 * `game:<id>`), newest switch first. Read from the audit log, which records every switch in its transaction; the
 * console has no other read of maintenance.
 */
export function MaintenanceState({ siteCode }: { siteCode: string }) {
  const text = useConsoleText().content;
  const { call, locale } = useConsoleRuntime();
  const filters: AuditFilters = {
    operatorId: '',
    action: 'maintenance.switched',
    siteCode,
    from: '',
    to: '',
    page: 1,
  };
  const switches = useQuery(consoleQueries.auditLog(call, filters));
  return (
    <QueryContent query={switches} rows={3}>
      {(page) => {
        const latest = page.list.filter(
          (entry, index, all) => all.findIndex((other) => other.target === entry.target) === index,
        );
        if (latest.length === 0) return <PageEmpty message={text.noSwitches} />;
        return (
          <div className={styles.tableFrame}>
            <table className={styles.table}>
              <caption>{text.stateHeading}</caption>
              <thead>
                <tr>
                  <th scope="col">{text.target}</th>
                  <th scope="col">{text.state}</th>
                  <th scope="col">{text.note}</th>
                  <th scope="col">{text.switchedAt}</th>
                </tr>
              </thead>
              <tbody>
                {latest.map((entry) => {
                  const after = (entry.after ?? {}) as SwitchRecord;
                  return (
                    <tr key={entry.id}>
                      <td>{entry.target}</td>
                      <td>{after.on ? text.underMaintenance : text.open}</td>
                      <td>{after.on ? Object.values(after.note ?? {}).join(' / ') || '–' : '–'}</td>
                      <td>
                        {dateTimeText(entry.occurredAt, locale)} · {entry.actor}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        );
      }}
    </QueryContent>
  );
}
