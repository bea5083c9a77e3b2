import { useOnlineStatus } from './useOnlineStatus.ts';

export type OnlineStatusProps = {
  /** Overrides the browser's report (stories, tests). */
  online?: boolean;
};

/**
 * The hidden online-status element every page carries (spec §2): `data-online-status` is
 * `online` or `offline`, for the native shell, monitoring scripts and end-to-end tests to read.
 * Hidden from everyone else; members see `OfflineBanner` instead.
 */
export function OnlineStatus({ online }: OnlineStatusProps) {
  const browserOnline = useOnlineStatus();
  const status = (online ?? browserOnline) ? 'online' : 'offline';
  return (
    <output id="online-status" hidden data-online-status={status}>
      {status}
    </output>
  );
}
