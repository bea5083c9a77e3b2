import type { ReactNode } from 'react';
import * as styles from './ConnectionIcon.css.ts';

/**
 * The 16 px warning-coloured glyph that leads a connection message (`OfflineBanner`, `ConnectionNotice`): decorative,
 * so hidden from assistive technology, which reads the message beside it. `children` are its paths.
 */
export function ConnectionIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      className={styles.icon}
      width="16"
      height="16"
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
