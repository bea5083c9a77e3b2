import type { ReactNode } from 'react';
import { visuallyHidden } from '../../theme/visuallyHidden.css.ts';
import { badge } from './Badge.css.ts';

export const badgeTones = ['brand', 'accent', 'negative', 'positive', 'warning', 'info', 'neutral'] as const;
export type BadgeTone = (typeof badgeTones)[number];

export type BadgeProps = {
  tone?: BadgeTone;
  /** A count (shown as `max+` above `max`) or a short text label. */
  children?: ReactNode;
  count?: number;
  /** Counts above this show as "99+". */
  max?: number;
  /** Shows only a dot; give it a `label`, since a dot has no visible text. */
  dot?: boolean;
  /** Read by screen readers after the count ("unread messages"). */
  label?: string;
};

export function Badge({ tone = 'negative', children, count, max = 99, dot = false, label }: BadgeProps) {
  if (dot) {
    return <span className={badge({ tone, shape: 'dot' })} role="img" aria-label={label} />;
  }
  if (count !== undefined && count <= 0 && children === undefined) {
    return null;
  }
  const content = count === undefined ? children : count > max ? `${max}+` : String(count);
  return (
    <span className={badge({ tone, shape: 'pill' })}>
      {content}
      {label === undefined ? null : <span className={visuallyHidden}> {label}</span>}
    </span>
  );
}
