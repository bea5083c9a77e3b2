import type { CSSProperties } from 'react';
import { uiCatalog, useMessages } from '../../i18n/index.ts';
import { visuallyHidden } from '../../theme/visuallyHidden.css.ts';
import * as styles from './Skeleton.css.ts';

export const skeletonShapes = ['text', 'rect', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

export type SkeletonBlockProps = {
  shape?: SkeletonShape;
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
};

/** One placeholder shape; hidden from screen readers (the surrounding `Skeleton` announces loading). */
export function SkeletonBlock({ shape = 'text', width = '100%', height }: SkeletonBlockProps) {
  return (
    <span
      className={styles.block({ shape })}
      style={{ width, height: height ?? (shape === 'text' ? undefined : width) }}
      aria-hidden="true"
    />
  );
}

export type SkeletonProps = {
  /** How many list rows to sketch. */
  rows?: number;
  /** Sketch a round image at the start of each row (avatars, game icons). */
  withMedia?: boolean;
};

/** The loading placeholder of a list or card: announced once as "加载中…", drawn as grey rows. */
export function Skeleton({ rows = 3, withMedia = false }: SkeletonProps) {
  const text = useMessages(uiCatalog).skeleton;
  return (
    <div role="status" className={styles.rows}>
      <span className={visuallyHidden}>{text.loading}</span>
      {Array.from({ length: rows }, (_, index) => (
        // Rows are identical and never reorder, so the index is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div key={index} className={styles.row}>
          {withMedia ? <SkeletonBlock shape="circle" width="40px" /> : null}
          <div className={styles.rowText}>
            <SkeletonBlock width="60%" />
            <SkeletonBlock width="90%" />
          </div>
        </div>
      ))}
    </div>
  );
}
