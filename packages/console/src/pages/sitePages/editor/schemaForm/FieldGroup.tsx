import { type ReactNode, useId } from 'react';
import * as styles from './schemaForm.css.ts';
import { useFieldProblems } from './useFieldProblems.ts';

/**
 * A labelled group of fields (fieldset and legend) with its hint and the problems at the group's own path (a list
 * too short, a required text missing as a whole), tied to the group by aria-describedby.
 */
export function FieldGroup({
  label,
  path,
  hint,
  children,
}: {
  label: string;
  /** Where the group's own problems are; a group whose value a field inside shows whole has none of its own. */
  path?: string | undefined;
  hint?: string | undefined;
  children: ReactNode;
}) {
  const id = useId();
  const message = useFieldProblems(path ?? null);
  const describedBy = [hint ? `${id}-hint` : null, message ? `${id}-problem` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset className={styles.group} aria-describedby={describedBy || undefined}>
      <legend className={styles.legend}>{label}</legend>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {message ? (
        <p id={`${id}-problem`} className={styles.problem}>
          {message}
        </p>
      ) : null}
      {children}
    </fieldset>
  );
}
