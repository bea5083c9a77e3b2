import type { ReactNode } from 'react';
import { composerColumns, editorsColumn, previewColumn } from './phonePreview.css.ts';

/**
 * The composer's page layout (issue 25): the editors (home blocks, tab bar, theme) in the left column and the phone
 * preview in the right, kept in view as the editors scroll, so an operator sees each change beside the field.
 */
export function ComposerColumns({ editors, preview }: { editors: ReactNode; preview: ReactNode }) {
  return (
    <div className={composerColumns}>
      <div className={editorsColumn}>{editors}</div>
      <div className={previewColumn}>{preview}</div>
    </div>
  );
}
