import { uiCatalog, useMessages } from '../../i18n/index.ts';
import { ConnectionIcon } from '../OnlineStatus/ConnectionIcon.tsx';
import * as styles from './ConnectionNotice.css.ts';

export type ConnectionNoticeProps = {
  /** The session's heartbeat has failed repeatedly and is being retried. */
  unstable: boolean;
};

/**
 * Tells the member in a game that the platform is having trouble reaching the server while the game itself keeps
 * running (unlike `OfflineBanner`, which says the device is offline). A polite live region: the region stays in
 * the page and only its text comes and goes, so screen readers announce the change without interrupting play.
 */
export function ConnectionNotice({ unstable }: ConnectionNoticeProps) {
  const text = useMessages(uiCatalog).connectionNotice;
  return (
    <div role="status">
      {unstable ? (
        <p className={styles.notice}>
          {/* Signal bars, the last one missing. */}
          <ConnectionIcon>
            <path d="M1 12h2v3H1zM5 9h2v6H5zM9 6h2v9H9z" fill="currentColor" />
            <path d="M13 3h2v12h-2z" fill="currentColor" opacity="0.3" />
          </ConnectionIcon>
          {text.unstable}
        </p>
      ) : null}
    </div>
  );
}
