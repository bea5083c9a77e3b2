/**
 * An audit entry's before and after as one short line: only the fields that differ, `field: before → after`; a value
 * that is not an object (or absent on one side) is shown whole. The full JSON stays in the row's title.
 */
export function auditChangeText(before: unknown, after: unknown): string {
  const isRecord = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  const show = (value: unknown) => (value === undefined || value === null ? '–' : JSON.stringify(value));
  if (!isRecord(before) || !isRecord(after)) {
    return before === null || before === undefined ? show(after) : `${show(before)} → ${show(after)}`;
  }
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => `${field}: ${show(before[field])} → ${show(after[field])}`)
    .join('; ');
}
