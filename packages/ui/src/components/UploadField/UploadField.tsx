import { numberFormat } from '@platform/domain';
import { type ChangeEvent, type ComponentPropsWithRef, type ReactNode, useEffect, useState } from 'react';
import { type Locale, uiCatalog, useLocale, useMessages } from '../../i18n/index.ts';
import { visuallyHidden } from '../../theme/visuallyHidden.css.ts';
import { FormField } from '../FormField/FormField.tsx';
import { useControllableState } from '../FormField/useControllableState.ts';
import * as styles from './UploadField.css.ts';

type NativeFileInputProps = Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'value' | 'defaultValue' | 'accept' | 'multiple' | 'children' | 'required'
>;

export interface UploadFieldProps extends NativeFileInputProps {
  label: ReactNode;
  /** Replaces the default "up to N images, M MB each" hint. */
  description?: ReactNode;
  /** A message from outside (e.g. the upload request failed). */
  error?: string | undefined;
  required?: boolean | undefined;
  files?: readonly File[] | undefined;
  defaultFiles?: readonly File[] | undefined;
  onFilesChange?: ((files: readonly File[]) => void) | undefined;
  /** How many images the field holds. */
  maxCount?: number | undefined;
  /** Largest accepted image, in bytes. */
  maxSizeBytes?: number | undefined;
  /** True while the chosen images are being sent; adding is paused. */
  uploading?: boolean | undefined;
  fieldClassName?: string | undefined;
}

const bytesPerKilobyte = 1024;
const bytesPerMegabyte = 1024 * 1024;

/** "5 MB" / "5MB" / "500 kB", in the member's language. */
function formatFileSize(bytes: number, locale: Locale): string {
  const inMegabytes = bytes >= bytesPerMegabyte;
  return numberFormat(locale, {
    style: 'unit',
    unit: inMegabytes ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(bytes / (inMegabytes ? bytesPerMegabyte : bytesPerKilobyte));
}
const noFiles: readonly File[] = [];

type Rejection =
  | { reason: 'notImage'; fileName: string }
  | { reason: 'tooLarge'; fileName: string }
  | { reason: 'tooMany' };

/** Splits a pick into the images that fit and the first reason one did not. */
function acceptImages(
  picked: readonly File[],
  current: readonly File[],
  limits: { maxCount: number; maxSizeBytes: number },
): { accepted: File[]; rejection: Rejection | null } {
  const accepted: File[] = [];
  let rejection: Rejection | null = null;
  for (const file of picked) {
    if (!file.type.startsWith('image/')) {
      rejection ??= { reason: 'notImage', fileName: file.name };
    } else if (file.size > limits.maxSizeBytes) {
      rejection ??= { reason: 'tooLarge', fileName: file.name };
    } else if (current.length + accepted.length >= limits.maxCount) {
      rejection ??= { reason: 'tooMany' };
    } else {
      accepted.push(file);
    }
  }
  return { accepted, rejection };
}

// Files have no id of their own; two picks of the same image are still two entries.
const fileKeys = new WeakMap<File, number>();
let lastFileKey = 0;
function keyOf(file: File): number {
  let key = fileKeys.get(file);
  if (key === undefined) {
    lastFileKey += 1;
    key = lastFileKey;
    fileKeys.set(file, key);
  }
  return key;
}

/** Object URLs for the previews, released when the files change or the field goes away. */
function usePreviewUrls(files: readonly File[]): readonly string[] {
  const [urls, setUrls] = useState<readonly string[]>([]);
  useEffect(() => {
    const created = files.map((file) => URL.createObjectURL(file));
    setUrls(created);
    return () => {
      for (const url of created) {
        URL.revokeObjectURL(url);
      }
    };
  }, [files]);
  return urls;
}

/** Image upload with previews, removal, and count, size and type limits. */
export function UploadField({
  label,
  description,
  error,
  required,
  files,
  defaultFiles = noFiles,
  onFilesChange,
  maxCount = 3,
  maxSizeBytes = 5 * bytesPerMegabyte,
  uploading,
  disabled,
  onChange,
  id,
  fieldClassName,
  ...inputProps
}: UploadFieldProps) {
  const locale = useLocale();
  const messages = useMessages(uiCatalog).uploadField;
  const [currentFiles, setFiles] = useControllableState({
    value: files,
    defaultValue: defaultFiles,
    onChange: onFilesChange,
  });
  const [rejection, setRejection] = useState<Rejection | null>(null);
  const previewUrls = usePreviewUrls(currentFiles);
  const maxSize = formatFileSize(maxSizeBytes, locale);
  const full = currentFiles.length >= maxCount;
  const addDisabled = Boolean(disabled) || Boolean(uploading) || full;

  function rejectionMessage(current: Rejection): string {
    switch (current.reason) {
      case 'notImage':
        return messages.notImage(current.fileName);
      case 'tooLarge':
        return messages.tooLarge(current.fileName, maxSize);
      case 'tooMany':
        return messages.tooMany(maxCount);
      default:
        return current satisfies never;
    }
  }

  function addFiles(event: ChangeEvent<HTMLInputElement>) {
    const picked = Array.from(event.target.files ?? []);
    // Cleared so that picking the same image again (after removing it) fires a change.
    event.target.value = '';
    const { accepted, rejection: firstRejection } = acceptImages(picked, currentFiles, {
      maxCount,
      maxSizeBytes,
    });
    setRejection(firstRejection);
    if (accepted.length > 0) {
      setFiles([...currentFiles, ...accepted]);
    }
    onChange?.(event);
  }

  function removeFile(index: number) {
    setRejection(null);
    setFiles(currentFiles.filter((_, position) => position !== index));
  }

  const message = error || (rejection ? rejectionMessage(rejection) : undefined);
  return (
    <FormField
      label={label}
      description={description ?? messages.limits(maxCount, maxSize)}
      message={message}
      required={required}
      id={id}
      className={fieldClassName}
    >
      {(control) => (
        <ul className={styles.grid}>
          {currentFiles.map((file, index) => (
            <li key={keyOf(file)} className={styles.preview}>
              {previewUrls[index] ? (
                <img
                  className={styles.previewImage}
                  src={previewUrls[index]}
                  alt={messages.preview(index + 1, file.name)}
                />
              ) : null}
              {/* Raw <button>: a small remove control over an image preview's corner. */}
              <button
                type="button"
                className={styles.removeButton}
                aria-label={messages.remove(index + 1)}
                disabled={disabled || uploading}
                onClick={() => removeFile(index)}
              >
                <span className={styles.removeDot}>
                  <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
                    <path
                      d="M2 2l8 8M10 2l-8 8"
                      stroke="currentColor"
                      strokeWidth="1.8"
                      strokeLinecap="round"
                    />
                  </svg>
                </span>
              </button>
            </li>
          ))}
          <li>
            <label className={styles.addTile({ disabled: addDisabled })} aria-busy={uploading || undefined}>
              <input
                {...inputProps}
                {...control}
                type="file"
                accept="image/*"
                multiple={maxCount - currentFiles.length > 1}
                className={visuallyHidden}
                disabled={addDisabled}
                onChange={addFiles}
              />
              <svg className={styles.plusIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              <span>{uploading ? messages.uploading : messages.addImage}</span>
              <span className={styles.count}>{messages.count(currentFiles.length, maxCount)}</span>
            </label>
          </li>
        </ul>
      )}
    </FormField>
  );
}
