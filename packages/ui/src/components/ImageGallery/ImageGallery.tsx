import type { Ref } from 'react';
import { uiCatalog, useMessages } from '../../i18n/index.ts';
import { visuallyHidden } from '../../theme/visuallyHidden.css.ts';
import * as tiles from '../UploadField/UploadField.css.ts';
import * as styles from './ImageGallery.css.ts';

export type GalleryImage = {
  /** Undefined while the picture is still being fetched (images behind the member's session load as blobs). */
  src: string | undefined;
  alt: string;
};

export type ImageGalleryProps = {
  /** Names the set of pictures for assistive technology, e.g. "Attached screenshots". */
  label: string;
  images: readonly GalleryImage[];
  ref?: Ref<HTMLUListElement>;
};

/** Pictures shown read-only in the same square tiles UploadField previews them in (e.g. a sent feedback's screenshots). */
export function ImageGallery({ label, images, ref }: ImageGalleryProps) {
  const text = useMessages(uiCatalog).imageGallery;
  return (
    <ul ref={ref} className={tiles.grid} aria-label={label}>
      {images.map((image, index) => (
        // Pictures have no id of their own; their order is the member's.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed once shown, position is its identity
        <li key={index} className={tiles.preview} aria-busy={image.src === undefined || undefined}>
          {image.src === undefined ? (
            <span className={styles.loadingTile}>
              <span className={visuallyHidden}>{text.loading}</span>
            </span>
          ) : (
            <img className={tiles.previewImage} src={image.src} alt={image.alt} />
          )}
        </li>
      ))}
    </ul>
  );
}
