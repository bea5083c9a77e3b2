import { minorUnitsToDecimalString } from '@platform/domain';
import { Button, PageSection, QueryContent, useMessages } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../boot/AppRuntimeContext.tsx';
import { type ActivityStatement, activityStatementQuery } from '../../data/saferPlay.ts';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { SiteMoney } from '../../pageParts/SiteMoney.tsx';
import { tableScroller } from './statementTable.css.ts';

const columns = ['deposits', 'withdrawals', 'stakes', 'wins', 'net'] as const;
const minorField = {
  deposits: 'depositsMinor',
  withdrawals: 'withdrawalsMinor',
  stakes: 'stakesMinor',
  wins: 'winsMinor',
  net: 'netMinor',
} as const;

/** The statement as CSV: a header in the member's language, amounts as plain decimals of the currency. */
function statementCsv(statement: ActivityStatement, header: readonly string[]): string {
  const lines = statement.months.map((month) =>
    [month.month, ...columns.map((column) => minorUnitsToDecimalString(month[minorField[column]]))].join(','),
  );
  return `${[...header, statement.currency].join(',')}\n${lines.join('\n')}\n`;
}

function download(fileName: string, csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** The member's activity per month for the last twelve, and its CSV download. */
export function StatementSection() {
  const client = useApiClient();
  const text = useMessages(appCatalog).saferPlay;
  const statement = useQuery(activityStatementQuery(client));
  const header = [text.statementColumns.month, ...columns.map((column) => text.statementColumns[column])];
  return (
    <PageSection aria-labelledby="safer-play-statement">
      <h2 id="safer-play-statement">{text.statement}</h2>
      <QueryContent query={statement}>
        {(data) => (
          <>
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must be reachable from the keyboard to be scrolled (axe: scrollable-region-focusable) */}
            <div className={tableScroller} tabIndex={0}>
              <table>
                <thead>
                  <tr>
                    {header.map((title) => (
                      <th key={title} scope="col">
                        {title}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.months.map((month) => (
                    <tr key={month.month}>
                      <th scope="row">{month.month}</th>
                      {columns.map((column) => (
                        <td key={column}>
                          <SiteMoney minor={month[minorField[column]]} />
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Button tone="secondary" onClick={() => download('statement.csv', statementCsv(data, header))}>
              {text.downloadCsv}
            </Button>
          </>
        )}
      </QueryContent>
    </PageSection>
  );
}
