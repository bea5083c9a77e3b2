import { isLocale, type Locale } from '@platform/domain';
import type { SiteConfig } from './schema/siteConfigSchema.ts';

/**
 * The messages between the console's phone preview and the member app's preview page (routePaths.composerPreview),
 * declared once for both sides. The page says it is ready; the console answers with what to show, and again on every
 * change of the working copy, language or visitor state. Both sides accept messages only from their own origin.
 */
export const composerPreviewReady = 'composerPreview.ready';
export const composerPreviewShow = 'composerPreview.show';

export type ComposerPreviewReady = { type: typeof composerPreviewReady };

export type ComposerPreviewShow = {
  type: typeof composerPreviewShow;
  /** The operator's working copy, saved or not (it may not pass validation yet). */
  config: SiteConfig;
  locale: Locale;
  signedIn: boolean;
};

const isRecord = (data: unknown): data is Record<string, unknown> =>
  typeof data === 'object' && data !== null;

export function isComposerPreviewReady(data: unknown): data is ComposerPreviewReady {
  return isRecord(data) && data.type === composerPreviewReady;
}

/** The shape of a show message; the config's content is the preview's to render (or to fail on, visibly). */
export function isComposerPreviewShow(data: unknown): data is ComposerPreviewShow {
  return (
    isRecord(data) &&
    data.type === composerPreviewShow &&
    isRecord(data.config) &&
    typeof data.locale === 'string' &&
    isLocale(data.locale) &&
    typeof data.signedIn === 'boolean'
  );
}
