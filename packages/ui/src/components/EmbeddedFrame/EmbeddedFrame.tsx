import { type ReactNode, useState } from 'react';
import { uiCatalog, useMessages } from '../../i18n/index.ts';
import { SkeletonBlock } from '../Skeleton/index.ts';
import * as styles from './EmbeddedFrame.css.ts';
import { type FrameOrigin, type FrameSandbox, sandboxAttribute } from './frameSandbox.ts';

/** What a frame holds: it names the wait while the frame loads. */
export type EmbeddedFrameContent = 'game' | 'chat';

export type EmbeddedFrameProps = {
  src: string;
  /** The frame's accessible name (screen readers announce it when entering the frame). */
  title: string;
  content: EmbeddedFrameContent;
  /** Every permission the framed document gets; required so that no page embeds a third party unsandboxed. */
  sandbox: FrameSandbox;
  /** Whether the document keeps its own origin; see `FrameOrigin`. */
  origin?: FrameOrigin;
  /** Shown over the top of the frame (a `ConnectionNotice`). */
  notice?: ReactNode;
  /** Sits above the frame on its stage (a prompt about the game); the frame takes the height left. */
  above?: ReactNode;
  /** Keeps the loading cover whatever the frame reports (stories of that state). */
  holdLoading?: boolean;
};

/**
 * A third-party page (a game venue, the operator's chat) in a sandboxed frame that fills the stage under the
 * nav bar. It sends no referrer (the app's URLs stay private) and stays covered by a loading state until the
 * frame's document has loaded.
 */
export function EmbeddedFrame({
  src,
  title,
  content,
  sandbox,
  origin = 'opaque',
  notice,
  above,
  holdLoading = false,
}: EmbeddedFrameProps) {
  const text = useMessages(uiCatalog).embeddedFrame;
  // The source whose document has loaded: a new `src` is loading again until its own load event.
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const loading = holdLoading || loadedSrc !== src;
  return (
    <div className={styles.stage}>
      {above}
      <div className={styles.frameArea}>
        {/* A new address is a new frame: navigating this one would add the old page to the tab's history. */}
        <iframe
          key={src}
          className={styles.frame}
          src={src}
          title={title}
          sandbox={sandboxAttribute(sandbox, origin, src, window.location.origin)}
          referrerPolicy="no-referrer"
          allow=""
          onLoad={() => setLoadedSrc(src)}
        />
        {loading ? (
          <div className={styles.loading} role="status">
            <SkeletonBlock shape="rect" width="64px" />
            {content === 'game' ? text.loadingGame : text.loadingChat}
          </div>
        ) : null}
        {notice === undefined ? null : <div className={styles.notice}>{notice}</div>}
      </div>
    </div>
  );
}
