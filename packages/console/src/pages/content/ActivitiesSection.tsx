import { Button, PageEmpty, QueryContent } from '@platform/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useConsoleRuntime } from '../../boot/consoleRuntime.tsx';
import { activitiesKey, consoleQueries } from '../../data/consoleQueries.ts';
import { dateTimeText } from '../../i18n/formats.ts';
import { useConsoleText } from '../../i18n/useConsoleText.ts';
import type { Announce } from '../../pageParts/ActionAnnouncement.tsx';
import * as styles from '../../pageParts/consoleStyles.css.ts';
import { ActivityForm } from './ActivityForm.tsx';
import {
  type ActivityDraft,
  type ConsoleActivity,
  draftOf,
  newActivityDraft,
  phaseOf,
} from './activityDraft.ts';

/**
 * The site's activities in the members' order, each with where it stands now, to edit or end; and the form for
 * a new one or the one being edited. Members read activities straight from the server, so a save or an end is
 * what their next read of the list shows.
 */
export function ActivitiesSection({ siteCode, announce }: { siteCode: string; announce: Announce }) {
  const text = useConsoleText().activities;
  const { call, locale } = useConsoleRuntime();
  const queryClient = useQueryClient();
  const activities = useQuery(consoleQueries.activities(call, siteCode));
  const images = useQuery(consoleQueries.siteImages(call, siteCode));
  const [editing, setEditing] = useState<ActivityDraft | null>(null);
  const end = useMutation({
    mutationFn: (activity: ConsoleActivity) =>
      call('consoleEndActivity', { body: { siteCode, id: activity.id } }),
    onSuccess: (_reply, activity) => announce(text.endedOutcome(activity.title)),
    onError: (error) => announce(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: activitiesKey(siteCode) }),
  });
  const now = Date.now();
  return (
    <section className={styles.panel} aria-labelledby="activities-heading">
      <h2 id="activities-heading" className={styles.subheading}>
        {text.heading}
      </h2>
      <p className={styles.muted}>{text.noticeBar}</p>
      <QueryContent query={activities} rows={4}>
        {(list) =>
          list.length === 0 ? (
            <PageEmpty message={text.empty} />
          ) : (
            <div className={styles.tableFrame}>
              <table className={styles.table}>
                <caption>{text.heading}</caption>
                <thead>
                  <tr>
                    <th scope="col">{text.sort}</th>
                    <th scope="col">{text.title}</th>
                    <th scope="col">{text.runs}</th>
                    <th scope="col">{text.phase}</th>
                    <th scope="col">{text.actions}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((activity) => {
                    const phase = phaseOf(activity, now);
                    return (
                      <tr key={activity.id}>
                        <td className={styles.numeric}>{activity.sort}</td>
                        <th scope="row">{activity.title}</th>
                        <td>
                          {dateTimeText(activity.startsAt, locale)} –{' '}
                          {activity.endsAt === null ? text.untilEnded : dateTimeText(activity.endsAt, locale)}
                        </td>
                        <td>{text.phases[phase]}</td>
                        <td>
                          <div className={styles.toolbar}>
                            <Button
                              tone="secondary"
                              aria-label={text.editNamed(activity.title)}
                              onClick={() => setEditing(draftOf(activity))}
                            >
                              {text.edit}
                            </Button>
                            {phase === 'ended' ? null : (
                              <Button
                                tone="danger"
                                aria-label={text.endNamed(activity.title)}
                                loading={end.isPending && end.variables?.id === activity.id}
                                disabled={end.isPending}
                                onClick={() => end.mutate(activity)}
                              >
                                {text.end}
                              </Button>
                            )}
                          </div>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryContent>
      {editing === null ? (
        <div className={styles.toolbar}>
          <Button
            disabled={images.data === undefined}
            onClick={() => setEditing(newActivityDraft(new Date(), images.data?.[0] ?? ''))}
          >
            {text.create}
          </Button>
        </div>
      ) : (
        <ActivityForm
          // a different activity (or a new one) is a fresh form
          key={editing.id ?? 'new'}
          siteCode={siteCode}
          initial={editing}
          images={images.data ?? []}
          announce={announce}
          onDone={() => setEditing(null)}
        />
      )}
    </section>
  );
}
