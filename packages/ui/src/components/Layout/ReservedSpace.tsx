import type { ReactNode } from 'react';
import * as styles from './reservedSpace.css.ts';

export type ReservedSpaceProps = {
  /**
   * What will take this place once it can (a signed-in member's card, a loaded grid), rendered with stand-in
   * figures: it is laid out, so the place is as tall as it will be, but hidden, inert and out of the
   * accessibility tree.
   */
  shape: ReactNode;
  /** What shows meanwhile (a sign-in prompt, a loading state), stretched over the reserved place. */
  children: ReactNode;
};

/**
 * Holds the room a block will take before it can show (a visitor's prompt where a member's card goes, a skeleton
 * where the data goes), so nothing under it moves when it arrives: the place is as tall as the taller of the two,
 * whatever the site's theme, language and screen width make of them.
 */
export function ReservedSpace({ shape, children }: ReservedSpaceProps) {
  return (
    <div className={styles.reservedSpace}>
      <div className={styles.shape} aria-hidden="true" inert>
        {shape}
      </div>
      <div className={styles.content}>{children}</div>
    </div>
  );
}

export type ShapedSkeletonProps = {
  /** What will show here once loaded, with stand-in figures: the skeleton takes exactly its room. */
  shape: ReactNode;
  /** Announced while loading; without it the skeleton is silent (inside a list that announces it already). */
  label?: string;
};

/** A loading placeholder with the exact size of what it stands for, so the loaded content moves nothing. */
export function ShapedSkeleton({ shape, label }: ShapedSkeletonProps) {
  return (
    <ReservedSpace shape={shape}>
      {label === undefined ? (
        <span className={styles.skeleton} aria-hidden="true" />
      ) : (
        <span className={styles.skeleton} role="status" aria-busy="true" aria-label={label} />
      )}
    </ReservedSpace>
  );
}
