import { useMessages } from '@platform/ui';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { IsolatedPreview } from './IsolatedPreview.tsx';
import { usePostedPreview } from './usePostedPreview.ts';

/**
 * The console composer's phone preview (issue 25): the site's home from the working copy the console posts, in the
 * language and visitor state it chose, themed from the posted tokens at run time so an unsaved colour shows. Empty
 * until the console has posted.
 */
export default function ComposerPreviewPage() {
  const text = useMessages(appCatalog).composerPreview;
  const shown = usePostedPreview();
  if (shown === null) return null;
  return <IsolatedPreview shown={shown} failure={<p role="alert">{text.cannotRender}</p>} />;
}
