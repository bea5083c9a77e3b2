import { Button, PageCentred } from '@platform/ui';

type Action = { label: string; onClick: () => void };

/** A finished task's page: what happened, in a sentence or two, and where to go next. */
export function OutcomePanel({
  lines,
  primary,
  secondary,
}: {
  lines: readonly string[];
  primary: Action;
  secondary?: Action | undefined;
}) {
  return (
    <PageCentred role="status">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <Button onClick={primary.onClick}>{primary.label}</Button>
      {secondary === undefined ? null : (
        <Button tone="secondary" onClick={secondary.onClick}>
          {secondary.label}
        </Button>
      )}
    </PageCentred>
  );
}
