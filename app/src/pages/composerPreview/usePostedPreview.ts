import {
  type ComposerPreviewReady,
  type ComposerPreviewShow,
  composerPreviewReady,
  isComposerPreviewShow,
} from '@platform/site-config';
import { useEffect, useState } from 'react';

/**
 * What the console's phone preview last posted: a show message from the frame's parent on this same origin, and
 * nothing else. Another origin (a page that frames this one, a window that holds a handle on it) cannot make the
 * preview render its config. Once listening, the page tells its parent it is ready, so the parent sends the current
 * working copy whether the frame loaded before or after the parent's first change.
 */
export function usePostedPreview(): ComposerPreviewShow | null {
  const [shown, setShown] = useState<ComposerPreviewShow | null>(null);
  useEffect(() => {
    const receive = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== window.parent) return;
      if (isComposerPreviewShow(event.data)) setShown(event.data);
    };
    window.addEventListener('message', receive);
    if (window.parent !== window) {
      const ready: ComposerPreviewReady = { type: composerPreviewReady };
      window.parent.postMessage(ready, window.location.origin);
    }
    return () => window.removeEventListener('message', receive);
  }, []);
  return shown;
}
