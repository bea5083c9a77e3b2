/** One problem in one config file, located by JSON path. */
export type ConfigIssue = { file: string; path: string; expected: string; found: string };

/** The one-line form the CLI prints: `hgty.json: $.theme.colors.brand: expected a CSS colour …, found "blue-ish"`. */
export function formatConfigIssue(issue: ConfigIssue): string {
  return `${issue.file}: ${issue.path}: expected ${issue.expected}, found ${issue.found}`;
}
