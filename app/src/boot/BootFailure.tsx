import type { Locale } from '@platform/domain';
import { Button } from '@platform/ui';
import { useState } from 'react';
import type { BootStrings } from '../i18n/bootCatalog.ts';
import * as styles from './BootFailure.css.ts';

export type BootFailureProps = { locale: Locale; text: BootStrings; onRetry: () => Promise<void> };

/** The site config did not load: a translated explanation and a retry, never a blank page. */
export function BootFailure({ locale, text, onRetry }: BootFailureProps) {
  const [retrying, setRetrying] = useState(false);
  const retry = () => {
    setRetrying(true);
    onRetry().finally(() => setRetrying(false));
  };
  return (
    <main className={styles.page} lang={locale}>
      <section role="alert" className={styles.panel} aria-labelledby="boot-failure-title">
        <h1 id="boot-failure-title" className={styles.title}>
          {text.configFailedTitle}
        </h1>
        <p>{text.configFailedBody}</p>
        <Button block loading={retrying} onClick={retry}>
          {text.retry}
        </Button>
      </section>
    </main>
  );
}
