import type { ReactNode } from 'react';
import { uiCatalog, useMessages } from '../../i18n/index.ts';
import { Button } from '../Button/Button.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import * as styles from './PageStates.css.ts';

/** A page section still loading, where its component has no loading state of its own. */
export function PageLoading({ rows = 2 }: { rows?: number }) {
  const text = useMessages(uiCatalog).pageStates;
  return (
    <section className={styles.panel} aria-busy="true" aria-label={text.loading}>
      <Skeleton rows={rows} />
    </section>
  );
}

/** A page section whose data failed to load: says so, and offers the retry. */
export function PageError({ onRetry }: { onRetry: () => void }) {
  const text = useMessages(uiCatalog).pageStates;
  return (
    <section className={styles.panel} role="alert">
      <p className={styles.message}>{text.loadFailed}</p>
      <Button tone="secondary" onClick={onRetry}>
        {text.retry}
      </Button>
    </section>
  );
}

/** A page section with nothing to show; `message` says what would be there. */
export function PageEmpty({ message }: { message: string }) {
  return (
    <section className={styles.panel}>
      <p className={styles.message}>{message}</p>
    </section>
  );
}

export type SignInPromptProps = {
  /** What signing in shows; by default "sign in to see this page". */
  message?: string;
  /** Takes the visitor to sign in (the app's router owns the way there). */
  onSignIn: () => void;
};

/** Member-only content, for a visitor: what signing in shows, and the way there. */
export function SignInPrompt({ message, onSignIn }: SignInPromptProps) {
  const text = useMessages(uiCatalog).pageStates;
  return (
    <section className={styles.panel}>
      <p className={styles.message}>{message ?? text.signInToSee}</p>
      <Button onClick={onSignIn}>{text.signIn}</Button>
    </section>
  );
}

export type MemberOnlyProps = SignInPromptProps & {
  /** Whether a member is signed in; the app's session owns the answer. */
  signedIn: boolean;
  children: ReactNode;
};

/**
 * A member's own content: a visitor is offered sign-in instead of it (and instead of a page of refused requests).
 */
export function MemberOnly({ signedIn, children, ...prompt }: MemberOnlyProps) {
  return signedIn ? children : <SignInPrompt {...prompt} />;
}
