import { useCallback, useState } from 'react';
import * as styles from './consoleStyles.css.ts';

export type Announce = (message: string) => void;

/**
 * What the page's last action did (or why the server refused it, in the operator's language), held by the page
 * itself so the words stay while the data under them is read again.
 */
export function useActionAnnouncement(): { announcement: string; announce: Announce } {
  const [announcement, setAnnouncement] = useState('');
  // A repeated outcome (two messages sent alike) is announced again: the region is emptied first, then refilled.
  const announce = useCallback<Announce>((message) => {
    setAnnouncement('');
    queueMicrotask(() => setAnnouncement(message));
  }, []);
  return { announcement, announce };
}

/** The page's live region: present from the first render, so assistive technology hears each later change. */
export function ActionAnnouncement({ announcement }: { announcement: string }) {
  return (
    <p role="status" className={announcement === '' ? undefined : styles.notice}>
      {announcement}
    </p>
  );
}
