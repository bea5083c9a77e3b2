import type { ContentLocale } from '@platform/domain';
import {
  type ComposerPreviewShow,
  composerPreviewShow,
  isComposerPreviewReady,
  type SiteConfig,
} from '@platform/site-config';
import { type RefObject, useEffect, useRef, useState } from 'react';

type Shown = { config: SiteConfig; locale: ContentLocale; signedIn: boolean };

/**
 * Keeps the preview frame showing `shown`: posts it to the frame (same origin only) each time it changes and each
 * time the frame's page says it is ready (its first load, or a reload), so the frame never misses the working copy.
 * Only the frame's own ready message counts, from this origin.
 */
export function usePreviewFrame({ config, locale, signedIn }: Shown): RefObject<HTMLIFrameElement | null> {
  const frame = useRef<HTMLIFrameElement>(null);
  const [readyCount, setReadyCount] = useState(0);
  useEffect(() => {
    const receive = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if (event.source === null || event.source !== frame.current?.contentWindow) return;
      if (isComposerPreviewReady(event.data)) setReadyCount((count) => count + 1);
    };
    window.addEventListener('message', receive);
    return () => window.removeEventListener('message', receive);
  }, []);
  useEffect(() => {
    if (readyCount === 0) return;
    const message: ComposerPreviewShow = { type: composerPreviewShow, config, locale, signedIn };
    frame.current?.contentWindow?.postMessage(message, window.location.origin);
  }, [readyCount, config, locale, signedIn]);
  return frame;
}
