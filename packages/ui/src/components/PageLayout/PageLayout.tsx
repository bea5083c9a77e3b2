import type { FormHTMLAttributes, HTMLAttributes, Ref } from 'react';
import * as styles from './PageLayout.css.ts';

type Without<Attributes> = Omit<Attributes, 'className' | 'style'>;

/** A page's content column: every page's sections, one under another, with the spacing all pages share. */
export function PageColumn({
  ref,
  ...rest
}: Without<HTMLAttributes<HTMLDivElement>> & { ref?: Ref<HTMLDivElement> }) {
  return <div {...rest} ref={ref} className={styles.column} />;
}

/** A short message with one action, centred on the page (not found, an outcome, a sign-in invitation). */
export function PageCentred(props: Without<HTMLAttributes<HTMLElement>>) {
  return <section {...props} className={styles.centred} />;
}

export type PageFormProps = Without<FormHTMLAttributes<HTMLFormElement>> & {
  /** The column's block padding, for a form that stands alone on its page (sign-in, account settings). */
  inset?: boolean;
};

/** A page's form: fields, failure and submit one under another with the page's gap. */
export function PageForm({ inset = false, ...rest }: PageFormProps) {
  return <form {...rest} className={styles.stack({ inset })} />;
}

/** A titled part of a page (a status, a quote) spaced like a form. Name it with `aria-label` to make it a region. */
export function PageSection(props: Without<HTMLAttributes<HTMLElement>>) {
  return <section {...props} className={styles.stack({ inset: false })} />;
}

/** Why a form was refused, under its fields, in the negative colour. */
export function FormFailure(props: Without<HTMLAttributes<HTMLParagraphElement>>) {
  return <p {...props} className={styles.failure} />;
}
