import type { CurrencyDisplay, MinorUnits } from '@platform/domain';
import { playSessionCatalog, useMessages } from '../../i18n/index.ts';
import { MoneyDisplay } from '../MoneyDisplay/MoneyDisplay.tsx';
import * as styles from './PlaySessionBar.css.ts';
import { formatPlayTime } from './playTime.ts';

export type PlaySessionBarProps = {
  playedSeconds: number;
  /** Wins less stakes this session, as the server counted them; null until the first reading. */
  netResultMinor: MinorUnits | null;
  currency: CurrencyDisplay;
};

/**
 * A thin bar over the venue frame with the time played this session and the net result (issue 23), always in
 * sight. Not a live region: a clock announced every second would drown the game; the reality check speaks up.
 */
export function PlaySessionBar({ playedSeconds, netResultMinor, currency }: PlaySessionBarProps) {
  const text = useMessages(playSessionCatalog).sessionBar;
  return (
    <dl className={styles.bar} aria-label={text.label}>
      <div className={styles.figure}>
        <dt className={styles.term}>{text.played}</dt>
        <dd className={styles.value}>{formatPlayTime(playedSeconds)}</dd>
      </div>
      <div className={styles.figure}>
        <dt className={styles.term}>{text.netResult}</dt>
        <dd className={styles.value}>
          <MoneyDisplay
            amount={netResultMinor === null ? null : { minor: netResultMinor }}
            currency={currency}
            size="small"
            tone="auto"
            showPlusSign
          />
        </dd>
      </div>
    </dl>
  );
}
