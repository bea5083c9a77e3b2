import { useConsoleText } from '../../../../i18n/useConsoleText.ts';
import { useDraftEditing } from '../draftEditing.ts';

/**
 * The draft's problems at exactly `path`, in one sentence for the field's message (undefined when there are none).
 * Problems inside the value belong to the fields inside it, which show their own. A null path has none.
 */
export function useFieldProblems(path: string | null): string | undefined {
  const text = useConsoleText().schemaForm;
  const here = useDraftEditing().problems.filter((problem) => problem.path === path);
  return here.length === 0
    ? undefined
    : here.map((problem) => text.problem(problem.expected, problem.found)).join('; ');
}
