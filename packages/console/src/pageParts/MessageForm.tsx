import { Button, TextField } from '@platform/ui';
import { useState } from 'react';
import { useConsoleText } from '../i18n/useConsoleText.ts';
import * as styles from './consoleStyles.css.ts';

export type InboxMessage = { title: string; content: string };

/**
 * A message for members' inboxes (one member's or a whole site's): title and text, sent once; the fields empty
 * again when the server has it, so the next message starts clean.
 */
export function MessageForm({
  onSend,
  busy,
}: {
  onSend: (message: InboxMessage) => Promise<unknown>;
  busy: boolean;
}) {
  const text = useConsoleText().messages;
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const ready = title.trim() !== '' && content.trim() !== '';
  return (
    <form
      className={styles.page}
      onSubmit={(event) => {
        event.preventDefault();
        if (!ready) return;
        onSend({ title: title.trim(), content: content.trim() }).then(
          () => {
            setTitle('');
            setContent('');
          },
          // The refusal is announced by the page; the words stay for another try.
          () => undefined,
        );
      }}
    >
      <TextField label={text.title} value={title} onValueChange={setTitle} required maxLength={100} />
      <TextField label={text.content} value={content} onValueChange={setContent} required maxLength={5000} />
      <div className={styles.toolbar}>
        <Button type="submit" loading={busy} disabled={!ready}>
          {text.send}
        </Button>
      </div>
    </form>
  );
}
