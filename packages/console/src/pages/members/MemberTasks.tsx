import type { consoleEndpoints, EndpointResponse } from '@platform/contract';
import { PageEmpty } from '@platform/ui';
import { useConsoleText } from '../../i18n/useConsoleText.ts';
import * as styles from '../../pageParts/consoleStyles.css.ts';

type MemberDetail = EndpointResponse<(typeof consoleEndpoints)['consoleMemberDetail']>;

/** The site's tasks in their current period, with the member's progress and each task's state (the task centre's). */
export function MemberTasks({ detail }: { detail: MemberDetail }) {
  const text = useConsoleText().members;
  if (detail.tasks.length === 0) return <PageEmpty message={text.noTasks} />;
  return (
    <div className={styles.tableFrame}>
      <table className={styles.table}>
        <caption className={styles.muted}>{text.tasksPeriod}</caption>
        <thead>
          <tr>
            <th scope="col">{text.task}</th>
            <th scope="col">{text.taskProgress}</th>
            <th scope="col">{text.taskState}</th>
          </tr>
        </thead>
        <tbody>
          {detail.tasks.map((task) => (
            <tr key={task.id}>
              <td>{task.title}</td>
              <td className={styles.numeric}>
                {task.progress} / {task.target}
              </td>
              <td>{text.taskStatuses[task.status]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
