import type { ConsoleEndpoints, EndpointResponse } from '@platform/contract';
import { Button } from '@platform/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useConsoleRuntime } from '../../boot/consoleRuntime.tsx';
import { siteConfigKey } from '../../data/consoleQueries.ts';
import { dateTimeText } from '../../i18n/formats.ts';
import { useConsoleText } from '../../i18n/useConsoleText.ts';
import type { Announce } from '../../pageParts/ActionAnnouncement.tsx';
import * as styles from '../../pageParts/consoleStyles.css.ts';
import { OtherEditors } from './OtherEditors.tsx';
import { useMayPublish } from './useMayPublish.ts';

type Overview = EndpointResponse<ConsoleEndpoints['consoleSiteConfig']>;

/**
 * The operator's draft of the site: who else is editing it (OtherEditors: a publisher can take their draft), what it
 * is based on, its problems by JSON path, and publishing it with the note (publishSite; a composer is told who can); a site file imported (uploaded) becomes the draft. The block editor (issue 25's
 * next part) edits the same draft.
 */
export function DraftPanel({
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
  const { siteCode, draft } = overview;
  const mayPublish = useMayPublish(siteCode);
  const refresh = () => queryClient.invalidateQueries({ queryKey: siteConfigKey(siteCode) });
  const importFile = useMutation({
    mutationFn: async (file: File) =>
      call('consoleImportSiteConfig', { body: { siteCode, text: await file.text() } }),
    onSuccess: (reply) => announce(reply.saved ? text.imported(reply.problems.length) : text.notJson),
    onError: (error) => announce(error.message),
    onSettled: refresh,
  });
  const publish = useMutation({
    mutationFn: (baseVersion: number) =>
      call('consolePublishSiteConfig', { body: { siteCode, baseVersion, note: note.trim() } }),
    onSuccess: (reply) => announce(text.published(reply.version)),
    onError: (error) => announce(error.message),
    onSettled: refresh,
  });
  return (
    <section className={styles.panel} aria-labelledby="draft-heading">
      <h2 id="draft-heading" className={styles.subheading}>
        {text.draftHeading}
      </h2>
      <OtherEditors overview={overview} announce={announce} />
      {draft === null ? (
        <p className={styles.muted}>{text.noDraft}</p>
      ) : (
        <>
          <p>{text.draftOf(draft.baseVersion, dateTimeText(draft.savedAt, locale))}</p>
          {draft.problems.length === 0 ? (
            <p>{text.draftValid}</p>
          ) : (
            <>
              <h3 className={styles.subheading}>{text.problemsHeading}</h3>
              <ul>
                {draft.problems.map((problem) => (
                  <li key={`${problem.path} ${problem.expected}`} className={styles.breakAnywhere}>
                    {text.problem(problem.path, problem.expected, problem.found)}
                  </li>
                ))}
              </ul>
            </>
          )}
          {mayPublish ? (
            <Button
              disabled={draft.problems.length > 0 || note.trim() === '' || publish.isPending}
              loading={publish.isPending}
              onClick={() => publish.mutate(draft.baseVersion)}
            >
              {text.publish}
            </Button>
          ) : (
            <p className={styles.notice}>{text.publishedByOthers(siteCode)}</p>
          )}
        </>
      )}
      <label>
        {text.importFile}{' '}
        <input
          type="file"
          accept="application/json,.json"
          disabled={importFile.isPending}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) importFile.mutate(file);
            event.currentTarget.value = '';
          }}
        />
      </label>
    </section>
  );
}
