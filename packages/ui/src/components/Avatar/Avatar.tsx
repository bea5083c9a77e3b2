import { type Ref, useState } from 'react';
import { uiCatalog, useMessages } from '../../i18n/index.ts';
import * as styles from './Avatar.css.ts';

export const avatarSizes = ['small', 'medium', 'large'] as const;

export type AvatarProps = {
  /** The member's `qq` field, which the platform uses as the avatar image URL. */
  qq?: string | null | undefined;
  username?: string | null | undefined;
  size?: (typeof avatarSizes)[number];
  ref?: Ref<HTMLSpanElement>;
};

/** The member's avatar (their `qq` image) or the default silhouette when absent or broken. */
export function Avatar({ qq, username, size = 'medium', ref }: AvatarProps) {
  const text = useMessages(uiCatalog).avatar;
  const [failedSource, setFailedSource] = useState<string | null>(null);
  const name = username ? text.avatarOf(username) : text.guest;
  const source = qq?.trim();
  const showImage = Boolean(source) && failedSource !== source;
  return (
    <span ref={ref} className={styles.avatar({ size })}>
      {showImage && source ? (
        <img className={styles.image} src={source} alt={name} onError={() => setFailedSource(source)} />
      ) : (
        <svg className={styles.silhouette} viewBox="0 0 24 24" role="img" aria-label={name}>
          <circle cx="12" cy="8" r="4.5" />
          <path d="M3 21.5c0-4.7 4-8 9-8s9 3.3 9 8z" />
        </svg>
      )}
    </span>
  );
}
