import type { CurrencyDisplay, MinorUnits } from '@platform/domain';
import { playSessionCatalog, useMessages } from '../../i18n/index.ts';
import { Button } from '../Button/Button.tsx';
import * as Dialog from '../Dialog/Dialog.tsx';
import { MoneyDisplay } from '../MoneyDisplay/MoneyDisplay.tsx';
import { formatPlayTime } from '../PlaySessionBar/playTime.ts';
import * as styles from './RealityCheckDialog.css.ts';

export type RealityCheckDialogProps = {
  open: boolean;
  playedSeconds: number;
  /** Wins less stakes this session, as the server counted them. */
  netResultMinor: MinorUnits;
  currency: CurrencyDisplay;
  onContinue: () => void;
  onLeave: () => void;
  /** "Continue" is on its way to the server: asked once. */
  answering?: boolean;
};

/**
 * The reality check (issue 23): covers the game with the time played this session and its net result until the
 * member picks "continue" or "leave". An alert dialog that Escape or a tap outside does not close: it is a
 * question, and the game stays covered until it is answered.
 */
export function RealityCheckDialog({
  open,
  playedSeconds,
  netResultMinor,
  currency,
  onContinue,
  onLeave,
  answering = false,
}: RealityCheckDialogProps) {
  const text = useMessages(playSessionCatalog).realityCheck;
  const playTime = formatPlayTime(playedSeconds);
  return (
    <Dialog.Root open={open}>
      <Dialog.Content
        role="alertdialog"
        title={text.title}
        description={text.message(playTime)}
        footer={
          <>
            <Button tone="secondary" onClick={onLeave}>
              {text.leave}
            </Button>
            <Button onClick={onContinue} disabled={answering}>
              {text.continue}
            </Button>
          </>
        }
      >
        <dl className={styles.figures}>
          <dt className={styles.term}>{text.playTime}</dt>
          <dd className={styles.value}>{playTime}</dd>
          <dt className={styles.term}>{text.netResult}</dt>
          <dd className={styles.value}>
            <MoneyDisplay amount={{ minor: netResultMinor }} currency={currency} tone="auto" showPlusSign />
          </dd>
        </dl>
      </Dialog.Content>
    </Dialog.Root>
  );
}
