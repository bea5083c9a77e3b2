import { uiCatalog, useMessages } from '../../i18n/index.ts';
import { Button } from '../Button/Button.tsx';
import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';
import * as styles from './CaptchaInput.css.ts';

export interface CaptchaInputProps
  extends Omit<TextFieldProps, 'type' | 'rule' | 'requiredField' | 'suffix'> {
  /** The server's captcha image as a URL (often an object URL of the blob response); empty while loading. */
  imageSrc?: string | undefined;
  /** True while a new image is being fetched. */
  imageLoading?: boolean | undefined;
  /** Asks for a new image; called when the member taps the image. */
  onRefresh: () => void;
  /**
   * The accessible alternative to reading the image: this device solves a proof-of-work challenge and fills the
   * answer in. `state` is where that stands; `onStart` begins it. Omitted: only the image is offered.
   */
  alternative?: CaptchaAlternative | undefined;
}

export type CaptchaAlternativeState = 'idle' | 'solving' | 'solved' | 'failed';

export interface CaptchaAlternative {
  state: CaptchaAlternativeState;
  onStart: () => void;
}

/** The graphic captcha: the member types what the server's image shows, and taps the image for a new one. */
export function CaptchaInput({
  imageSrc,
  imageLoading,
  onRefresh,
  alternative,
  disabled,
  ...props
}: CaptchaInputProps) {
  const messages = useMessages(uiCatalog).captchaInput;
  const loading = Boolean(imageLoading) || !imageSrc;
  return (
    <TextField
      autoComplete="off"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      {...props}
      disabled={disabled}
      type="text"
      requiredField="captcha"
      footer={
        alternative === undefined ? undefined : <AlternativeCheck {...alternative} disabled={disabled} />
      }
      suffix={
        // Raw <button>: the captcha image itself is the control, inside the field's suffix.
        <button
          type="button"
          className={styles.imageButton({ loading })}
          aria-label={messages.refreshImage}
          aria-busy={loading || undefined}
          disabled={disabled}
          onClick={onRefresh}
        >
          {imageSrc && !imageLoading ? (
            <img className={styles.image} src={imageSrc} alt="" draggable={false} />
          ) : (
            // No text here: the button's name already says what it is, and aria-busy says it is loading.
            <span className={styles.placeholder} />
          )}
        </button>
      }
    />
  );
}

/** Under the field: the way to verify without the image, and what it is doing (announced as it changes). */
function AlternativeCheck({
  state,
  onStart,
  disabled,
}: CaptchaAlternative & { disabled?: boolean | undefined }) {
  const messages = useMessages(uiCatalog).captchaInput;
  if (state === 'solved') {
    return (
      <p role="status" className={styles.alternativeNote}>
        {messages.alternativeSolved}
      </p>
    );
  }
  return (
    <>
      {state === 'failed' ? (
        <p role="alert" className={styles.alternativeNote}>
          {messages.alternativeFailed}
        </p>
      ) : null}
      <Button tone="ghost" loading={state === 'solving'} disabled={disabled} onClick={onStart}>
        {state === 'solving' ? messages.alternativeSolving : messages.alternativeStart}
      </Button>
    </>
  );
}
