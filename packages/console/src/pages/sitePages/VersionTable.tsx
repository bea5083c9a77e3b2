import type { ConsoleEndpoints, EndpointResponse } from '@platform/contract';
import { Button } from '@platform/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useConsoleRuntime } from '../../boot/consoleRuntime.tsx';
import { siteConfigKey } from '../../data/consoleQueries.ts';
import { dateTimeText } from '../../i18n/formats.ts';
import { useConsoleText } from '../../i18n/useConsoleText.ts';
import type { Announce } from '../../pageParts/ActionAnnouncement.tsx';
import * as styles from '../../pageParts/consoleStyles.css.ts';
import { downloadJson } from './downloadJson.ts';
import { useMayPublish } from './useMayPublish.ts';

type Overview = EndpointResponse<ConsoleEndpoints['consoleSiteConfig']>;

/**
 * The site's versions, newest first, the published one marked: each can be exported as the site file, and, for a
 * publisher, each but the published one rolled back to (a new version copying it, with the note the operator wrote).
 */
export function VersionTable({
  overview,
  note,
  announce,
}: {
  overview: Overview;
  note: string;
  announce: Announce;
}) {
  const text = useConsoleText().sitePages;
  const { call, locale } = useConsoleRuntime();
  const queryClient = useQueryClient();
  const { siteCode } = overview;
  const mayPublish = useMayPublish(siteCode);
  const exportVersion = useMutation({
    mutationFn: (version: number) => call('consoleSiteConfigVersion', { query: { siteCode, version } }),
    onSuccess: (file) => downloadJson(document, `${siteCode}-v${file.version}.json`, file.config),
    onError: (error) => announce(error.message),
  });
  const rollBack = useMutation({
    mutationFn: (version: number) =>
      call('consoleRollBackSiteConfig', {
        body: { siteCode, version, baseVersion: overview.publishedVersion, note: note.trim() },
      }),
    onSuccess: (reply, copyOf) => announce(text.rolledBack(reply.version, copyOf)),
    onError: (error) => announce(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: siteConfigKey(siteCode) }),
  });
  const authorName = (author: string) =>
    author === 'seed' ? text.seedAuthor : author === 'file' ? text.fileAuthor : author;
  return (
    <div className={styles.tableFrame}>
      <table className={styles.table}>
        <caption>{text.versionsHeading}</caption>
        <thead>
          <tr>
            <th scope="col">{text.version}</th>
            <th scope="col">{text.author}</th>
            <th scope="col">{text.note}</th>
            <th scope="col">{text.createdAt}</th>
            <th scope="col">{text.actions}</th>
          </tr>
        </thead>
        <tbody>
          {overview.versions.map((row) => (
            <tr key={row.version}>
              <td className={styles.numeric}>
                {row.version}
                {row.published ? ` · ${text.publishedMark}` : ''}
              </td>
              <td>{authorName(row.author)}</td>
              <td className={styles.breakAnywhere}>{row.note}</td>
              <td>{dateTimeText(row.createdAt, locale)}</td>
              <td>
                <div className={styles.toolbar}>
                  <Button
                    tone="secondary"
                    loading={exportVersion.isPending && exportVersion.variables === row.version}
                    onClick={() => exportVersion.mutate(row.version)}
                  >
                    {text.exportVersion(row.version)}
                  </Button>
                  {row.published || !mayPublish ? null : (
                    <Button
                      tone="secondary"
                      disabled={note.trim() === '' || rollBack.isPending}
                      loading={rollBack.isPending && rollBack.variables === row.version}
                      onClick={() => rollBack.mutate(row.version)}
                    >
                      {text.rollBackTo(row.version)}
                    </Button>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
