import { uiCatalog, useMessages } from '../../i18n/index.ts';
import { useOnlineStatus } from '../OnlineStatus/useOnlineStatus.ts';
import * as styles from './OfflineBanner.css.ts';

export type OfflineBannerProps = {
  /** Overrides the browser's report (stories, tests). */
  online?: boolean;
};

/** Tells the member the connection is gone, while it is; announced once as an alert. */
export function OfflineBanner({ online }: OfflineBannerProps) {
  const text = useMessages(uiCatalog).offlineBanner;
  const browserOnline = useOnlineStatus();
  if (online ?? browserOnline) {
    return null;
  }
  return (
    <div className={styles.banner} role="alert">
      <svg
        className={styles.icon}
        width="16"
        height="16"
        viewBox="0 0 16 16"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M8 1l7 13H1z" fill="currentColor" />
      </svg>
      {text.offline}
    </div>
  );
}
