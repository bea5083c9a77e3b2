import type { MouseEventHandler, ReactNode } from 'react';
import * as styles from './ListCell.css.ts';

export type ListCellProps = {
  title: ReactNode;
  description?: ReactNode;
  /** Right-hand value ("已绑定", a balance). */
  value?: ReactNode;
  /** Decorative leading icon; hidden from screen readers. */
  icon?: ReactNode;
  /** Makes the whole cell a link. */
  href?: string;
  /** Makes the whole cell a button (when there is no `href`). */
  onClick?: MouseEventHandler<HTMLElement>;
  disabled?: boolean;
};

function Chevron() {
  return (
    <svg className={styles.chevron} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

/**
 * One row of a settings-style list: a link, a button or static text, with the full row as the
 * touch target. Goes inside a `ListGroup`.
 */
export function ListCell({
  title,
  description,
  value,
  icon,
  href,
  onClick,
  disabled = false,
}: ListCellProps) {
  const body = (
    <>
      {icon === undefined ? null : (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <span className={styles.text}>
        <span className={styles.title}>{title}</span>
        {description === undefined ? null : <span className={styles.description}>{description}</span>}
      </span>
      {value === undefined ? null : <span className={styles.value}>{value}</span>}
    </>
  );

  const content = (() => {
    if (href !== undefined && !disabled) {
      return (
        <a className={styles.cell({ interactive: true })} href={href} onClick={onClick}>
          {body}
          <Chevron />
        </a>
      );
    }
    if (onClick !== undefined || href !== undefined) {
      return (
        // Raw <button>: the whole list cell is the tap target, not a labelled Button.
        <button
          type="button"
          className={styles.cell({ interactive: true })}
          onClick={onClick}
          disabled={disabled}
        >
          {body}
          <Chevron />
        </button>
      );
    }
    return <div className={styles.cell({ interactive: false })}>{body}</div>;
  })();

  return <li className={styles.item}>{content}</li>;
}
