import type { ButtonHTMLAttributes, Ref } from 'react';
import { button, spinner } from './Button.css.ts';

export const buttonTones = ['primary', 'accent', 'secondary', 'ghost', 'danger'] as const;
export type ButtonTone = (typeof buttonTones)[number];

export type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'style'> & {
  tone?: ButtonTone;
  /** Full width. */
  block?: boolean;
  /** Shows a spinner and blocks presses while an action runs; the label stays as the name. */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

/** The tappable action used across the design system: at least `controlHeight` tall. */
export function Button({
  tone = 'primary',
  block = false,
  loading = false,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={button({ tone, block })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading ? <span className={spinner()} aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
