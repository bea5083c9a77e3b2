import { type consoleEndpoints, type EndpointResponse, MEMBER_NOTE_MAX_LENGTH } from '@platform/contract';
import { Button, PageEmpty, TextField } from '@platform/ui';
import { useState } from 'react';
import { useConsoleRuntime } from '../../boot/consoleRuntime.tsx';
import { operatorMay } from '../../data/operatorPermissions.ts';
import { dateTimeText } from '../../i18n/formats.ts';
import { useConsoleText } from '../../i18n/useConsoleText.ts';
import { useSignedInOperator } from '../../layout/signedInOperator.ts';
import type { Announce } from '../../pageParts/ActionAnnouncement.tsx';
import * as styles from '../../pageParts/consoleStyles.css.ts';
import { useMemberAction } from './useMemberAction.ts';

type MemberDetail = EndpointResponse<(typeof consoleEndpoints)['consoleMemberDetail']>;

/** A new note (manageMembers on the member's site; the server checks again); the field empties once it is kept. */
function NoteForm({ memberId, announce }: { memberId: string; announce: Announce }) {
  const text = useConsoleText().members;
  const { call } = useConsoleRuntime();
  const [note, setNote] = useState('');
  const add = useMemberAction({
    memberId,
    announce,
    run: (written: string) => call('consoleAddMemberNote', { body: { memberId, text: written } }),
    outcome: () => text.noteAdded,
  });
  const ready = note.trim() !== '';
  return (
    <form
      className={styles.page}
      onSubmit={(event) => {
        event.preventDefault();
        if (!ready) return;
        add.mutate(note.trim(), { onSuccess: () => setNote('') });
      }}
    >
      <TextField
        label={text.noteText}
        description={text.noteHint(MEMBER_NOTE_MAX_LENGTH)}
        value={note}
        onValueChange={setNote}
        required
        maxLength={MEMBER_NOTE_MAX_LENGTH}
      />
      <div className={styles.toolbar}>
        <Button type="submit" loading={add.isPending} disabled={!ready}>
          {text.addNote}
        </Button>
      </div>
    </form>
  );
}

/** Operators' notes about the member, newest first, each with its author and time; they are never changed. */
export function MemberNotes({ detail, announce }: { detail: MemberDetail; announce: Announce }) {
  const text = useConsoleText().members;
  const { locale } = useConsoleRuntime();
  const operator = useSignedInOperator();
  const { id: memberId, siteCode } = detail.member;
  return (
    <>
      {detail.notes.length === 0 ? (
        <PageEmpty message={text.noNotes} />
      ) : (
        <ul>
          {detail.notes.map((note) => (
            <li key={note.id}>
              <p className={styles.breakAnywhere}>{note.text}</p>
              <p className={styles.muted}>{text.noteBy(note.author, dateTimeText(note.createdAt, locale))}</p>
            </li>
          ))}
        </ul>
      )}
      {operatorMay(operator, siteCode, 'manageMembers') ? (
        <NoteForm memberId={memberId} announce={announce} />
      ) : null}
    </>
  );
}
