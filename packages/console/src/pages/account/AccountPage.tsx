import { Button, QueryContent } from '@platform/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useConsoleRuntime } from '../../boot/consoleRuntime.tsx';
import { consoleQueries, RECOVERY_CODES_LEFT_KEY } from '../../data/consoleQueries.ts';
import { useConsoleText } from '../../i18n/useConsoleText.ts';
import { ActionAnnouncement, useActionAnnouncement } from '../../pageParts/ActionAnnouncement.tsx';
import { AuthenticatorCodeField, isWholeCode } from '../../pageParts/AuthenticatorCodeField.tsx';
import * as styles from '../../pageParts/consoleStyles.css.ts';
import { RecoveryCodeList } from '../../pageParts/RecoveryCodeList.tsx';

/**
 * The signed-in operator's own account: how many recovery codes are left, and a new set (confirmed with the
 * authenticator's code) that replaces the old one, shown once on this page.
 */
export default function AccountPage() {
  const text = useConsoleText();
  const { call } = useConsoleRuntime();
  const queryClient = useQueryClient();
  const left = useQuery(consoleQueries.recoveryCodesLeft(call));
  const { announcement, announce } = useActionAnnouncement();
  const [code, setCode] = useState('');
  const [newCodes, setNewCodes] = useState<string[] | null>(null);
  const regenerate = useMutation({
    mutationFn: () => call('consoleRegenerateRecoveryCodes', { body: { code } }),
    onSuccess: ({ recoveryCodes }) => {
      setNewCodes(recoveryCodes);
      setCode('');
      announce(text.recoveryCodes.regenerated);
    },
    onError: (error) => announce(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: RECOVERY_CODES_LEFT_KEY }),
  });
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{text.nav.account}</h1>
      <ActionAnnouncement announcement={announcement} />
      <section className={styles.panel} aria-labelledby="recovery-heading">
        <h2 id="recovery-heading" className={styles.subheading}>
          {text.recoveryCodes.heading}
        </h2>
        <QueryContent query={left} rows={1}>
          {({ left: count }) => <p>{text.recoveryCodes.left(count)}</p>}
        </QueryContent>
        <p className={styles.muted}>{text.recoveryCodes.regenerateIntro}</p>
        <form
          className={styles.toolbar}
          onSubmit={(event) => {
            event.preventDefault();
            regenerate.mutate();
          }}
        >
          <AuthenticatorCodeField label={text.recoveryCodes.code} value={code} onValueChange={setCode} />
          <Button type="submit" loading={regenerate.isPending} disabled={!isWholeCode(code)}>
            {text.recoveryCodes.regenerate}
          </Button>
        </form>
        {newCodes === null ? null : <RecoveryCodeList codes={newCodes} />}
      </section>
    </div>
  );
}
