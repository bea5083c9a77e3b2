import { uiCatalog, useMessages } from '../../i18n/index.ts';
import { ConnectionIcon } from '../OnlineStatus/ConnectionIcon.tsx';
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
      <ConnectionIcon>
        <path d="M8 1l7 13H1z" fill="currentColor" />
      </ConnectionIcon>
      {text.offline}
    </div>
  );
}
