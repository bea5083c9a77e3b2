import type { DraftProblem } from './draftEditing.ts';

/** The problems at `path` or inside it: `$.home[2]` holds `$.home[2].props` and `$.home[2]["x"]`, not `$.home[20]`. */
export function problemsInside(problems: readonly DraftProblem[], path: string): readonly DraftProblem[] {
  return problems.filter(
    (problem) =>
      problem.path === path || problem.path.startsWith(`${path}.`) || problem.path.startsWith(`${path}[`),
  );
}
