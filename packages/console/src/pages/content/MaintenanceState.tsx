import { contentLocales } from '@platform/domain';
import { PageEmpty, QueryContent } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useConsoleRuntime } from '../../boot/consoleRuntime.tsx';
import { consoleQueries } from '../../data/consoleQueries.ts';
import { dateTimeText } from '../../i18n/formats.ts';
import { useConsoleText } from '../../i18n/useConsoleText.ts';
import * as styles from '../../pageParts/consoleStyles.css.ts';

type Note = Partial<Record<(typeof contentLocales)[number], string>>;
type Switched = { note: Note; switchedAt: string | null; switchedBy: string | null };

/**
 * What members meet now (consoleMaintenanceState): the whole site, then each venue and game under maintenance,
 * with the note per language and who switched it when. Read from the same flags the members' lobby reads, so a
 * target shows here exactly while members find it closed.
 */
export function MaintenanceState({ siteCode }: { siteCode: string }) {
  const text = useConsoleText().content;
  const { call, locale } = useConsoleRuntime();
  const state = useQuery(consoleQueries.maintenanceState(call, siteCode));
  const noteText = (note: Note) =>
    contentLocales
      .flatMap((language) => (note[language] ? [`${language}: ${note[language]}`] : []))
      .join(' / ') || text.noNote;
  const switchedText = ({ switchedAt, switchedBy }: Switched) =>
    switchedAt === null ? '–' : `${dateTimeText(switchedAt, locale)} · ${switchedBy ?? '–'}`;
  return (
    <QueryContent query={state} rows={3}>
      {({ site, venues, games }) => {
        const rows = [
          ...(site.underMaintenance ? [{ key: 'site', target: text.wholeSite, ...site }] : []),
          ...venues.map((venue) => ({
            key: `venue:${venue.walletCode}`,
            target: text.venue(venue.name, venue.walletCode),
            ...venue,
          })),
          ...games.map((game) => ({
            key: `game:${game.id}`,
            target: text.game(game.name, game.id),
            ...game,
          })),
        ];
        if (rows.length === 0) return <PageEmpty message={text.noSwitches} />;
        return (
          <div className={styles.tableFrame}>
            <table className={styles.table}>
              <caption>{text.stateHeading}</caption>
              <thead>
                <tr>
                  <th scope="col">{text.target}</th>
                  <th scope="col">{text.note}</th>
                  <th scope="col">{text.switchedAt}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.key}>
                    <th scope="row">{row.target}</th>
                    <td>{noteText(row.note)}</td>
                    <td>{switchedText(row)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      }}
    </QueryContent>
  );
}
