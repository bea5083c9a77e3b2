import { validatePassword } from '@platform/domain';
import { useState } from 'react';
import { uiCatalog, useMessages } from '../../i18n/index.ts';
import * as fieldStyles from '../FormField/FormField.css.ts';
import type { FieldRule } from '../FormField/useFieldValidation.ts';
import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';
import * as styles from './PasswordField.css.ts';

export const passwordPurposes = ['current', 'new'] as const;
export type PasswordPurpose = (typeof passwordPurposes)[number];

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'suffix' | 'rule'> {
  /** `current` for signing in (password managers fill it), `new` when choosing one (managers suggest one). */
  purpose?: PasswordPurpose | undefined;
  /** Defaults to the domain's password rule; pass `null` to check nothing (e.g. a confirm field using `error`). */
  rule?: FieldRule | null | undefined;
}

function autoCompleteFor(purpose: PasswordPurpose): 'current-password' | 'new-password' {
  switch (purpose) {
    case 'current':
      return 'current-password';
    case 'new':
      return 'new-password';
    default:
      return purpose satisfies never;
  }
}

const defaultPasswordRule: FieldRule = (value) => validatePassword(value);

/** A password input with a toggle that shows the typed text, for members typing on small keyboards. */
export function PasswordField({
  purpose = 'current',
  rule = defaultPasswordRule,
  disabled,
  ...props
}: PasswordFieldProps) {
  const messages = useMessages(uiCatalog).passwordField;
  const [revealed, setRevealed] = useState(false);
  return (
    <TextField
      autoComplete={autoCompleteFor(purpose)}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      {...props}
      disabled={disabled}
      rule={rule ?? undefined}
      type={revealed ? 'text' : 'password'}
      suffix={
        // Raw <button>: an inline toggle inside the field's suffix, sized to the input.
        <button
          type="button"
          className={fieldStyles.inlineButton({ tone: 'quiet' })}
          aria-pressed={revealed}
          aria-label={messages.showPassword}
          disabled={disabled}
          onClick={() => setRevealed((current) => !current)}
        >
          <RevealIcon revealed={revealed} />
        </button>
      }
    />
  );
}

function RevealIcon({ revealed }: { revealed: boolean }) {
  return (
    <svg className={styles.revealIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
      {revealed ? null : (
        <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      )}
    </svg>
  );
}
