import { dateTimeFormat } from '@platform/domain';
import type { Ref } from 'react';
import { uiCatalog, useLocale, useMessages } from '../../i18n/index.ts';
import { Badge } from '../Badge/index.ts';
import { StatusTag, type StatusTone } from '../StatusTag/index.ts';
import * as styles from './MessageItem.css.ts';

export type MessageItemProps = {
  title: string;
  /** Plain-text excerpt; the full rich text is shown by the detail page. */
  preview?: string;
  sentAt: Date;
  unread: boolean;
  /** Where the conversation stands (e.g. a sent feedback's "replied"), tagged beside the preview. */
  status?: { label: string; tone: StatusTone } | undefined;
  onOpen: () => void;
  /** IANA zone the time is shown in; the member's device zone by default. */
  timeZone?: string;
  ref?: Ref<HTMLButtonElement>;
};

/** One inbox row; unread rows carry a dot and a bold title. */
export function MessageItem({
  title,
  preview,
  sentAt,
  unread,
  status,
  onOpen,
  timeZone,
  ref,
}: MessageItemProps) {
  const locale = useLocale();
  const text = useMessages(uiCatalog).messageItem;
  const sentAtText = dateTimeFormat(locale, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone,
  }).format(sentAt);
  return (
    // Raw <button>: the whole message row is the tap target, not a labelled Button.
    <button ref={ref} type="button" className={styles.item} onClick={onOpen}>
      <span className={styles.dotSlot}>{unread ? <Badge dot label={text.unread} /> : null}</span>
      <span className={[styles.title, unread ? styles.unreadTitle : ''].join(' ')}>{title}</span>
      <time className={styles.time} dateTime={sentAt.toISOString()}>
        {sentAtText}
      </time>
      {preview ? (
        <span className={status ? styles.previewBesideStatus : styles.preview}>{preview}</span>
      ) : null}
      {status ? (
        <span className={styles.status}>
          <StatusTag label={status.label} tone={status.tone} />
        </span>
      ) : null}
    </button>
  );
}
