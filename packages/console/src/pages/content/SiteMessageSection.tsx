import { useMutation } from '@tanstack/react-query';
import { useConsoleRuntime } from '../../boot/consoleRuntime.tsx';
import { useConsoleText } from '../../i18n/useConsoleText.ts';
import type { Announce } from '../../pageParts/ActionAnnouncement.tsx';
import * as styles from '../../pageParts/consoleStyles.css.ts';
import { type InboxMessage, MessageForm } from '../../pageParts/MessageForm.tsx';

/** One message to every member of the site, in each inbox; the outcome says how many received it. */
export function SiteMessageSection({ siteCode, announce }: { siteCode: string; announce: Announce }) {
  const text = useConsoleText().content;
  const { call } = useConsoleRuntime();
  const send = useMutation({
    mutationFn: (message: InboxMessage) =>
      call('consoleMessageSiteMembers', { body: { siteCode, ...message } }),
    onSuccess: (reply) => announce(text.siteMessageSent(reply.recipients)),
    onError: (error) => announce(error.message),
  });
  return (
    <section className={styles.panel} aria-labelledby="site-message-heading">
      <h2 id="site-message-heading" className={styles.subheading}>
        {text.siteMessageHeading}
      </h2>
      <MessageForm busy={send.isPending} onSend={(message) => send.mutateAsync(message)} />
    </section>
  );
}
