import type { ConsoleEndpoints, EndpointResponse } from '@platform/contract';
import { Button, ConfirmDialog } from '@platform/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useConsoleRuntime } from '../../boot/consoleRuntime.tsx';
import { siteConfigKey } from '../../data/consoleQueries.ts';
import { dateTimeText } from '../../i18n/formats.ts';
import { useConsoleText } from '../../i18n/useConsoleText.ts';
import type { Announce } from '../../pageParts/ActionAnnouncement.tsx';
import * as styles from '../../pageParts/consoleStyles.css.ts';
import { useMayPublish } from './useMayPublish.ts';

type Overview = EndpointResponse<ConsoleEndpoints['consoleSiteConfig']>;

/**
 * Who else has a draft of the site open, and, for a publisher, the hand-off: a composer (editContent alone) cannot
 * publish, so the publisher opens their draft (a copy replaces the publisher's own, after a confirm when there is
 * one) and publishes it. The overview's refetch brings the opened draft to the editor.
 */
export function OtherEditors({ overview, announce }: { overview: Overview; announce: Announce }) {
  const text = useConsoleText().sitePages;
  const { call, locale } = useConsoleRuntime();
  const queryClient = useQueryClient();
  const { siteCode, draft, otherEditors } = overview;
  const mayPublish = useMayPublish(siteCode);
  // Whose draft the confirm is about: kept after it closes, so its title does not change while it fades out.
  const [confirmFor, setConfirmFor] = useState('');
  const [confirming, setConfirming] = useState(false);
  const open = useMutation({
    mutationFn: (operator: string) => call('consoleOpenSiteDraft', { body: { siteCode, operator } }),
    onSuccess: (_draft, operator) => announce(text.draftOpened(operator)),
    onError: (error) => announce(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: siteConfigKey(siteCode) }),
  });
  if (otherEditors.length === 0) return null;
  return (
    <div className={styles.notice}>
      <p>
        {text.otherEditors(
          otherEditors
            .map((editor) => `${editor.operator} (${dateTimeText(editor.savedAt, locale)})`)
            .join(', '),
        )}
      </p>
      {mayPublish ? (
        <div className={styles.toolbar}>
          {otherEditors.map(({ operator }) => (
            <Button
              key={operator}
              tone="secondary"
              disabled={open.isPending}
              loading={open.isPending && open.variables === operator}
              onClick={() => {
                if (draft === null) return open.mutate(operator);
                setConfirmFor(operator);
                setConfirming(true);
              }}
            >
              {text.openDraft(operator)}
            </Button>
          ))}
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={text.openDraftConfirmTitle(confirmFor)}
        message={text.openDraftConfirmMessage}
        confirmLabel={text.openDraftConfirm}
        onConfirm={() => open.mutate(confirmFor)}
      />
    </div>
  );
}
