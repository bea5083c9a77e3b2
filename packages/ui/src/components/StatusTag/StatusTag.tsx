import type { Ref } from 'react';
import { uiCatalog, useMessages } from '../../i18n/index.ts';
import { type RecordStatus, type StatusTone, toneForStatus } from './recordStatus.ts';
import * as styles from './StatusTag.css.ts';

export type StatusTagProps =
  | { status: RecordStatus; label?: undefined; tone?: undefined; ref?: Ref<HTMLSpanElement> }
  /** A free label (e.g. a server-provided status name) with an explicit tone. */
  | { status?: undefined; label: string; tone: StatusTone; ref?: Ref<HTMLSpanElement> };

export function StatusTag(props: StatusTagProps) {
  const messages = useMessages(uiCatalog).statusTag;
  const tone = props.status === undefined ? props.tone : toneForStatus(props.status);
  const text = props.status === undefined ? props.label : messages[props.status];
  return (
    <span ref={props.ref} className={styles.tag({ tone })}>
      {text}
    </span>
  );
}
