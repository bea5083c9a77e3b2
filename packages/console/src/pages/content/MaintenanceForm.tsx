import { type MaintenanceScope, maintenanceScopes } from '@platform/contract';
import { type ContentLocale, contentLocales } from '@platform/domain';
import { Button, Select, TextField } from '@platform/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useConsoleRuntime } from '../../boot/consoleRuntime.tsx';
import { maintenanceStateKey } from '../../data/consoleQueries.ts';
import { useConsoleText } from '../../i18n/useConsoleText.ts';
import type { Announce } from '../../pageParts/ActionAnnouncement.tsx';
import * as styles from '../../pageParts/consoleStyles.css.ts';

type Notes = Partial<Record<ContentLocale, string>>;

/** The notes the operator wrote, blank languages left out (members of those read the first one written). */
function writtenNotes(notes: Notes): Notes | undefined {
  const written = Object.fromEntries(
    contentLocales.flatMap((locale) => {
      const note = notes[locale]?.trim() ?? '';
      return note === '' ? [] : [[locale, note]];
    }),
  );
  return Object.keys(written).length === 0 ? undefined : written;
}

/**
 * Puts the whole site, one venue (by wallet code) or one game (by id) under maintenance with a note per content
 * language, or opens it again. The state table is read again after each switch.
 */
export function MaintenanceForm({ siteCode, announce }: { siteCode: string; announce: Announce }) {
  const text = useConsoleText().content;
  const { call } = useConsoleRuntime();
  const queryClient = useQueryClient();
  const [scope, setScope] = useState<MaintenanceScope>('venue');
  const [target, setTarget] = useState('');
  const [notes, setNotes] = useState<Notes>({});
  const needsTarget = scope !== 'site';
  const switchTo = useMutation({
    mutationFn: (on: boolean) =>
      call('consoleSwitchMaintenance', {
        body: {
          siteCode,
          scope,
          target: needsTarget ? target.trim() : undefined,
          on,
          note: on ? writtenNotes(notes) : undefined,
        },
      }),
    onSuccess: (reply, on) => announce(on ? text.switchedOn(reply.changed) : text.switchedOff(reply.changed)),
    onError: (error) => announce(error.message),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: maintenanceStateKey(siteCode) }),
        queryClient.invalidateQueries({ queryKey: ['console', 'auditLog'] }),
      ]),
  });
  const ready = !needsTarget || target.trim() !== '';
  return (
    <form className={styles.page} onSubmit={(event) => event.preventDefault()}>
      <Select
        label={text.scope}
        value={scope}
        onValueChange={(value) => setScope(value as MaintenanceScope)}
        options={maintenanceScopes.map((value) => ({ value, label: text.scopes[value] }))}
      />
      {needsTarget ? (
        <TextField
          label={scope === 'venue' ? text.venueTarget : text.gameTarget}
          value={target}
          onValueChange={setTarget}
          required
          maxLength={64}
          pattern="[A-Za-z0-9_\-]+"
        />
      ) : null}
      {contentLocales.map((locale) => (
        <TextField
          key={locale}
          label={text.noteIn[locale]}
          value={notes[locale] ?? ''}
          onValueChange={(note) => setNotes((current) => ({ ...current, [locale]: note }))}
          maxLength={200}
        />
      ))}
      <div className={styles.toolbar}>
        <Button
          tone="danger"
          loading={switchTo.isPending && switchTo.variables}
          disabled={!ready || switchTo.isPending}
          onClick={() => switchTo.mutate(true)}
        >
          {text.switchOn}
        </Button>
        <Button
          tone="secondary"
          loading={switchTo.isPending && !switchTo.variables}
          disabled={!ready || switchTo.isPending}
          onClick={() => switchTo.mutate(false)}
        >
          {text.switchOff}
        </Button>
      </div>
    </form>
  );
}
