/** JSON Pointer ('/home/2/props') to the JSONPath operators read ('$.home[2].props'). */
export function jsonPathFromPointer(pointer: string): string {
  if (pointer === '') return '$';
  return `$${pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
    .map((segment) =>
      /^\d+$/.test(segment)
        ? `[${segment}]`
        : /^[A-Za-z_$][\w$]*$/.test(segment)
          ? `.${segment}`
          : `[${JSON.stringify(segment)}]`,
    )
    .join('')}`;
}

export function appendPointer(pointer: string, key: string | number): string {
  return `${pointer}/${String(key).replaceAll('~', '~0').replaceAll('/', '~1')}`;
}

/** The value a JSON Pointer designates, or undefined when the path does not exist. */
export function valueAtPointer(root: unknown, pointer: string): unknown {
  if (pointer === '') return root;
  let current: unknown = root;
  for (const rawSegment of pointer.slice(1).split('/')) {
    const segment = rawSegment.replaceAll('~1', '/').replaceAll('~0', '~');
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

const MAX_FOUND_LENGTH = 80;

/** What was found, for "found …": JSON text (shortened), or "nothing" for a missing value. */
export function describeFound(value: unknown): string {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > MAX_FOUND_LENGTH ? `${text.slice(0, MAX_FOUND_LENGTH - 1)}…` : text;
}
