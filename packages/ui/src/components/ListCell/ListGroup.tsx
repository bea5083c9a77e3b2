import { type ReactNode, useId } from 'react';
import * as styles from './ListCell.css.ts';

export type ListGroupProps = {
  /** Visible heading above the group; names the list. */
  title?: string;
  /** Small print under the group. */
  footer?: ReactNode;
  /** `ListCell`s. */
  children: ReactNode;
};

export function ListGroup({ title, footer, children }: ListGroupProps) {
  const titleId = useId();
  return (
    <section className={styles.group} aria-labelledby={title === undefined ? undefined : titleId}>
      {title === undefined ? null : (
        <h2 id={titleId} className={styles.groupTitle}>
          {title}
        </h2>
      )}
      <ul className={styles.list}>{children}</ul>
      {footer === undefined ? null : <p className={styles.groupFooter}>{footer}</p>}
    </section>
  );
}
