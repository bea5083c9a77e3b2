import { QueryContent } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router-dom';
import { useConsoleRuntime } from '../../boot/consoleRuntime.tsx';
import { QUEUES_PATH } from '../../data/consolePaths.ts';
import { consoleQueries } from '../../data/consoleQueries.ts';
import { useConsoleText } from '../../i18n/useConsoleText.ts';
import { useSignedInOperator } from '../../layout/signedInOperator.ts';
import { ActionAnnouncement, useActionAnnouncement } from '../../pageParts/ActionAnnouncement.tsx';
import * as styles from '../../pageParts/consoleStyles.css.ts';
import { CreateOperatorForm } from './CreateOperatorForm.tsx';
import { OperatorRow } from './OperatorRow.tsx';

function OperatorList({ announce }: { announce: (message: string) => void }) {
  const text = useConsoleText().operators;
  const { call } = useConsoleRuntime();
  const operators = useQuery(consoleQueries.operators(call));
  return (
    <QueryContent query={operators} rows={4}>
      {(list) => (
        <div className={styles.tableFrame}>
          <table className={styles.table}>
            <caption>{text.listHeading}</caption>
            <thead>
              <tr>
                <th scope="col">{text.username}</th>
                <th scope="col">{text.role}</th>
                <th scope="col">{text.grants}</th>
                <th scope="col">{text.twoStep}</th>
                <th scope="col">{text.state}</th>
                <th scope="col">{text.actions}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((listed) => (
                <OperatorRow key={listed.id} listed={listed} announce={announce} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </QueryContent>
  );
}

/** The operators (admin only; the page is not offered to anyone else, and the server refuses them too). */
export default function OperatorsPage() {
  const text = useConsoleText().operators;
  const operator = useSignedInOperator();
  const { announcement, announce } = useActionAnnouncement();
  if (operator.role !== 'admin') return <Navigate to={QUEUES_PATH} replace />;
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{text.heading}</h1>
      <ActionAnnouncement announcement={announcement} />
      <section className={styles.panel} aria-labelledby="operator-list-heading">
        <h2 id="operator-list-heading" className={styles.subheading}>
          {text.listHeading}
        </h2>
        <OperatorList announce={announce} />
      </section>
      <section className={styles.panel} aria-labelledby="operator-create-heading">
        <h2 id="operator-create-heading" className={styles.subheading}>
          {text.createHeading}
        </h2>
        <CreateOperatorForm announce={announce} />
      </section>
    </div>
  );
}
