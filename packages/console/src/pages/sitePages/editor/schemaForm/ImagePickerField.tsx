import { TextField } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useConsoleRuntime } from '../../../../boot/consoleRuntime.tsx';
import { consoleQueries } from '../../../../data/consoleQueries.ts';
import { useConsoleText } from '../../../../i18n/useConsoleText.ts';
import { useActionAnnouncement } from '../../../../pageParts/ActionAnnouncement.tsx';
import { ImageUpload } from '../../../../pageParts/ImageUpload.tsx';
import { useDraftEditing } from '../draftEditing.ts';
import { FieldGroup } from './FieldGroup.tsx';
import type { FieldProps } from './fieldProps.ts';
import * as styles from './schemaForm.css.ts';
import { useFieldProblems } from './useFieldProblems.ts';

/** The site's images as thumbnails; the chosen one is pressed. Reading them needs editContent: without it, none. */
function SiteImages({ chosen, onChoose }: { chosen: string; onChoose: (url: string) => void }) {
  const text = useConsoleText().schemaForm;
  const { call } = useConsoleRuntime();
  const { siteCode } = useDraftEditing();
  const images = useQuery(consoleQueries.siteImages(call, siteCode)).data ?? [];
  if (images.length === 0) return <p className={styles.hint}>{text.noImages}</p>;
  return (
    <ul className={styles.thumbnails} aria-label={text.images}>
      {images.map((url) => (
        <li key={url}>
          <button
            type="button"
            className={styles.thumbnailButton}
            aria-pressed={url === chosen}
            aria-label={text.chooseImage(url)}
            onClick={() => onChoose(url)}
          >
            <img className={styles.thumbnail} src={url} alt="" loading="lazy" />
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * An image prop: one of the site's images, a new upload (which then becomes one of them), or any https address
 * typed in. The address field holds the value and shows its problems.
 */
export function ImagePickerField({ value, onChange, path, label }: FieldProps) {
  const text = useConsoleText().schemaForm;
  const { siteCode } = useDraftEditing();
  const message = useFieldProblems(path);
  // The upload's outcome is said next to the upload, not in the page's region far above.
  const { announcement, announce } = useActionAnnouncement();
  const url = typeof value === 'string' ? value : '';
  return (
    <FieldGroup label={label}>
      <SiteImages chosen={url} onChoose={onChange} />
      <TextField
        label={text.imageUrl}
        description={text.imageUrlHint}
        error={message}
        required
        value={url}
        onValueChange={onChange}
      />
      <ImageUpload
        siteCode={siteCode}
        text={{ label: text.upload, hint: text.uploadHint, uploaded: text.uploaded }}
        announce={announce}
        onUploaded={onChange}
      />
      {/* A polite region but not a second role=status: the page's own status stays the one that names an action. */}
      <p aria-live="polite" className={styles.hint}>
        {announcement}
      </p>
    </FieldGroup>
  );
}
