import { routePaths } from '@platform/domain';
import { Button, Skeleton, useMessages } from '@platform/ui';
import { useNavigate } from 'react-router-dom';
import { appCatalog } from '../i18n/appCatalog.ts';
import * as styles from './blockStatus.css.ts';

/** A block still loading, for blocks whose component has no loading state of its own. */
export function BlockLoading({ rows = 2 }: { rows?: number }) {
  const text = useMessages(appCatalog).homeBlocks;
  return (
    <section className={styles.panel} aria-busy="true" aria-label={text.loading}>
      <Skeleton rows={rows} />
    </section>
  );
}

/** A block whose data failed to load: says so, and offers the retry. */
export function BlockError({ onRetry }: { onRetry: () => void }) {
  const text = useMessages(appCatalog).homeBlocks;
  return (
    <section className={styles.panel} role="alert">
      <p className={styles.message}>{text.loadFailed}</p>
      <Button tone="secondary" onClick={onRetry}>
        {text.retry}
      </Button>
    </section>
  );
}

/** A block with nothing to show. */
export function BlockEmpty({ message }: { message: string }) {
  return (
    <section className={styles.panel}>
      <p className={styles.message}>{message}</p>
    </section>
  );
}

/** Member-only blocks, for a visitor: what signing in shows, and the way there. */
export function SignInPrompt({ message }: { message: string }) {
  const text = useMessages(appCatalog).homeBlocks;
  const navigate = useNavigate();
  return (
    <section className={styles.panel}>
      <p className={styles.message}>{message}</p>
      <Button onClick={() => navigate(routePaths.login)}>{text.signIn}</Button>
    </section>
  );
}
