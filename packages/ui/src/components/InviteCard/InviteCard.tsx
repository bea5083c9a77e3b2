import { type Ref, useId } from 'react';
import { uiCatalog, useMessages } from '../../i18n/index.ts';
import { visuallyHidden } from '../../theme/visuallyHidden.css.ts';
import { Button } from '../Button/index.ts';
import * as styles from './InviteCard.css.ts';
import { QrCode } from './QrCode.tsx';
import { type CopyText, useClipboardCopy } from './useClipboardCopy.ts';

export type InviteCardProps = {
  inviteCode: string;
  /** The share link (the app adds the `i_code` parameter). */
  inviteLink: string;
  /** Replaces the Clipboard API (native webview bridges). */
  copyText?: CopyText;
  ref?: Ref<HTMLElement>;
};

/** Invite/share card: QR code of the link, the invite code, and a copy-link button that reports its outcome. */
export function InviteCard({ inviteCode, inviteLink, copyText, ref }: InviteCardProps) {
  const text = useMessages(uiCatalog).inviteCard;
  const titleId = useId();
  const { outcome, copy } = useClipboardCopy(copyText);
  return (
    <section ref={ref} className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {text.title}
      </h2>
      <p className={styles.description}>{text.description}</p>
      <QrCode value={inviteLink} label={text.qrLabel} />
      <div>
        {text.code} <span className={styles.code}>{inviteCode}</span>
      </div>
      <p className={styles.link}>
        <span className={visuallyHidden}>{text.link} </span>
        {inviteLink}
      </p>
      <Button block onClick={() => copy(inviteLink)}>
        {text.copyLink}
      </Button>
      <p
        role="status"
        className={[styles.outcome, outcome === 'failed' ? styles.outcomeFailed : ''].join(' ')}
      >
        {outcome === 'copied' ? text.copied : outcome === 'failed' ? text.copyFailed : ''}
      </p>
    </section>
  );
}
