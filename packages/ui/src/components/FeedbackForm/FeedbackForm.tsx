import { type FormEvent, type Ref, useState } from 'react';
import { uiCatalog, useMessages } from '../../i18n/index.ts';
import { Button } from '../Button/index.ts';
import { FormField } from '../FormField/index.ts';
import { Select, type SelectOption } from '../Select/index.ts';
import { UploadField } from '../UploadField/index.ts';
import * as styles from './FeedbackForm.css.ts';

export type FeedbackFormValues = { type: string; content: string; images: readonly File[] };

export type FeedbackFormProps = {
  types: readonly SelectOption[];
  /** Called only with a chosen type and content within the length limits. */
  onSubmit: (values: FeedbackFormValues) => void;
  submitting?: boolean;
  /** Set by the page after the server accepted the feedback. */
  submitted?: boolean;
  serverError?: string | undefined;
  /** Fewest characters the description needs (the API's lower bound); any non-empty text by default. */
  minContentLength?: number;
  maxContentLength?: number;
  maxImages?: number;
  /** Largest screenshot, in bytes (the upload API's limit). */
  maxImageBytes?: number;
  ref?: Ref<HTMLFormElement>;
};

/** /user/feedback: type, description (with a live count) and up to a few screenshots. */
export function FeedbackForm({
  types,
  onSubmit,
  submitting = false,
  submitted = false,
  serverError,
  minContentLength = 1,
  maxContentLength = 500,
  maxImages = 3,
  maxImageBytes,
  ref,
}: FeedbackFormProps) {
  const text = useMessages(uiCatalog).feedbackForm;
  const [type, setType] = useState('');
  const [content, setContent] = useState('');
  const [images, setImages] = useState<readonly File[]>([]);
  const [attempted, setAttempted] = useState(false);
  const contentLength = [...content.trim()].length;
  const contentError =
    contentLength === 0
      ? text.contentRequired
      : contentLength < minContentLength
        ? text.contentTooShort(minContentLength)
        : contentLength > maxContentLength
          ? text.contentTooLong(maxContentLength)
          : undefined;
  const typeError = type === '' ? text.typeRequired : undefined;
  return (
    <form
      ref={ref}
      className={styles.form}
      aria-label={text.formLabel}
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        setAttempted(true);
        if (!contentError && !typeError) {
          onSubmit({ type, content: content.trim(), images });
        }
      }}
    >
      <Select
        label={text.type}
        required
        options={types}
        placeholder={text.typePlaceholder}
        value={type}
        onValueChange={setType}
        error={attempted ? typeError : undefined}
      />
      <FormField
        label={text.content}
        required
        message={attempted || contentLength > maxContentLength ? contentError : undefined}
      >
        {(control) => (
          <>
            <textarea
              {...control}
              className={styles.textarea}
              placeholder={text.contentPlaceholder}
              value={content}
              onChange={(event) => setContent(event.target.value)}
            />
            <span className={styles.counter} aria-hidden="true">
              {text.counter(contentLength, maxContentLength)}
            </span>
          </>
        )}
      </FormField>
      <UploadField
        label={text.images}
        files={images}
        onFilesChange={setImages}
        maxCount={maxImages}
        maxSizeBytes={maxImageBytes}
      />
      <p role="status" className={styles.status}>
        {submitted ? text.submitted : ''}
      </p>
      {serverError ? (
        <p role="alert" className={`${styles.status} ${styles.serverError}`}>
          {serverError}
        </p>
      ) : null}
      <Button type="submit" block loading={submitting}>
        {text.submit}
      </Button>
    </form>
  );
}
