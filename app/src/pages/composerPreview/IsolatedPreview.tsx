import type { ComposerPreviewShow } from '@platform/site-config';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { SitePreview } from '../../composer/preview/SitePreview.tsx';
import { PreviewFailure } from './PreviewFailure.tsx';

/**
 * The posted home in a React root of its own. SitePreview brings its own router (a memory router, so a tap in the
 * preview never leaves it), theme and language, as in Storybook; inside the app's router a second router is refused,
 * and the app's providers (its site, session and queries) are not the previewed site's anyway.
 */
export function IsolatedPreview({ shown, failure }: { shown: ComposerPreviewShow; failure: ReactNode }) {
  const host = useRef<HTMLDivElement>(null);
  const root = useRef<Root | null>(null);
  useLayoutEffect(() => {
    if (host.current === null) return;
    const created = createRoot(host.current);
    root.current = created;
    return () => {
      root.current = null;
      // Not while this root commits: React refuses to unmount a root synchronously during another's render.
      queueMicrotask(() => created.unmount());
    };
  }, []);
  useLayoutEffect(() => {
    root.current?.render(
      <PreviewFailure config={shown.config} failure={failure}>
        <SitePreview config={shown.config} locale={shown.locale} signedIn={shown.signedIn} previewTokens />
      </PreviewFailure>,
    );
  }, [shown, failure]);
  return <div ref={host} />;
}
