import { type CSSProperties, type Ref, useState } from 'react';
import { uiCatalog, useMessages } from '../../i18n/index.ts';
import * as styles from './NoticeBar.css.ts';

export type NoticeBarProps = {
  announcements: readonly string[];
  /** Opens the announcement list; without it the bar is display-only. */
  onOpen?: () => void;
  /** Scroll speed; the duration grows with the text so long notices stay readable. */
  charactersPerSecond?: number;
  ref?: Ref<HTMLElement>;
};

/**
 * The scrolling announcement line. It pauses on hover and focus, has a pause button (moving text must
 * be stoppable), and stands still when the member prefers reduced motion.
 */
export function NoticeBar({ announcements, onOpen, charactersPerSecond = 6, ref }: NoticeBarProps) {
  const text = useMessages(uiCatalog).noticeBar;
  const [playing, setPlaying] = useState(true);
  if (announcements.length === 0) {
    return null;
  }
  const characterCount = announcements.reduce((total, announcement) => total + announcement.length, 0);
  const trackStyle: CSSProperties = {
    animationDuration: `${Math.max(characterCount / charactersPerSecond, 6)}s`,
  };
  const track = (
    <span className={[styles.track, playing ? '' : styles.paused].join(' ')} style={trackStyle}>
      {announcements.map((announcement, index) => (
        // Announcements are plain strings and may repeat; their position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <span key={index}>{announcement}</span>
      ))}
    </span>
  );
  return (
    <section ref={ref} className={styles.bar} aria-label={text.label}>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
        <path d="M3 10v4h4l5 4V6L7 10H3zm13.5 2A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4z" />
      </svg>
      {onOpen ? (
        // Raw <button>: controls inside the notice bar's strip (the scrolling text and its pause toggle).
        <button type="button" className={styles.viewport} onClick={onOpen}>
          {track}
        </button>
      ) : (
        <div className={styles.viewport}>{track}</div>
      )}
      {/* Raw <button>: controls inside the notice bar's strip (the scrolling text and its pause toggle). */}
      <button
        type="button"
        className={styles.toggle}
        aria-pressed={!playing}
        onClick={() => setPlaying((value) => !value)}
      >
        {text.pause}
      </button>
    </section>
  );
}
