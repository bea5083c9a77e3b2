import { useConsoleText } from '../../../i18n/useConsoleText.ts';
import * as styles from './composerEditors.css.ts';
import { useDraftEditing } from './draftEditing.ts';

/**
 * The server's problems at `path` or inside it, beside the field or entry they concern (the draft panel lists them
 * all): each with its JSON path, what was expected and what was found. Nothing when there are none. `exact` leaves
 * out the problems inside `path` (a list's own problem, when its entries show theirs).
 */
export function FieldProblems({ path, exact = false }: { path: string; exact?: boolean }) {
  const text = useConsoleText().sitePages;
  const found = useDraftEditing()
    .problemsAt(path)
    .filter((problem) => !exact || problem.path === path);
  if (found.length === 0) return null;
  return (
    <ul className={styles.problems}>
      {found.map((problem) => (
        <li key={`${problem.path} ${problem.expected}`}>
          {text.problem(problem.path, problem.expected, problem.found)}
        </li>
      ))}
    </ul>
  );
}
