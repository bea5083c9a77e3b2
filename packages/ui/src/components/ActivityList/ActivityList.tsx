import { dateTimeFormat } from '@platform/domain';
import { type MouseEvent, type Ref, useId } from 'react';
import { uiCatalog, useLocale, useMessages } from '../../i18n/index.ts';
import { visuallyHidden } from '../../theme/visuallyHidden.css.ts';
import { SkeletonBlock } from '../Skeleton/index.ts';
import * as styles from './ActivityList.css.ts';

export type Activity = {
  id: string;
  title: string;
  imageUrl: string;
  startsAt: Date;
  /** `null` for a promotion without an end date. */
  endsAt: Date | null;
  /** The activity's page; the card is a real link, so it opens in a new tab and can be copied. */
  href: string;
};

export type ActivityListProps = {
  activities: readonly Activity[];
  /** The site's time zone: the period shows the days the site advertises, wherever the member is. */
  timeZone: string;
  loading?: boolean;
  /**
   * In-app navigation: called instead of following the link on a plain click
   * (modified clicks still open a new tab).
   */
  onOpen?: (activity: Activity) => void;
  ref?: Ref<HTMLElement>;
};

const placeholderCount = 2;

/** The home page's promotions: picture cards with title and period, each opening its activity. */
export function ActivityList({ activities, timeZone, loading = false, onOpen, ref }: ActivityListProps) {
  const text = useMessages(uiCatalog).activityList;
  const headingId = useId();
  return (
    <section
      ref={ref}
      className={styles.section}
      aria-labelledby={headingId}
      aria-busy={loading || undefined}
    >
      <h2 id={headingId} className={styles.heading}>
        {text.title}
      </h2>
      <ActivityListContent
        activities={activities}
        timeZone={timeZone}
        loading={loading}
        onOpen={onOpen}
        emptyText={text.empty}
      />
    </section>
  );
}

function ActivityListContent({
  activities,
  timeZone,
  loading,
  onOpen,
  emptyText,
}: Pick<ActivityListProps, 'activities' | 'timeZone' | 'onOpen'> & { loading: boolean; emptyText: string }) {
  if (loading) {
    return <ActivityPlaceholders />;
  }
  if (activities.length === 0) {
    return <p className={styles.empty}>{emptyText}</p>;
  }
  return (
    <ul className={styles.list}>
      {activities.map((activity) => (
        <li key={activity.id}>
          <ActivityCard activity={activity} timeZone={timeZone} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}

function ActivityCard({
  activity,
  timeZone,
  onOpen,
}: {
  activity: Activity;
  timeZone: string;
  onOpen: ((activity: Activity) => void) | undefined;
}) {
  const period = useActivityPeriod(activity, timeZone);
  const openInApp = (event: MouseEvent<HTMLAnchorElement>) => {
    const opensElsewhere =
      event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
    if (onOpen && !opensElsewhere) {
      event.preventDefault();
      onOpen(activity);
    }
  };
  return (
    <a className={styles.card} href={activity.href} onClick={openInApp}>
      {/* The title names the card; the artwork repeats it. */}
      <img className={styles.image} src={activity.imageUrl} alt="" />
      <span className={styles.body}>
        <span className={styles.title}>{activity.title}</span>
        <span className={styles.period}>{period}</span>
      </span>
    </a>
  );
}

function useActivityPeriod(activity: Activity, timeZone: string): string {
  const locale = useLocale();
  const text = useMessages(uiCatalog).activityList;
  const day = dateTimeFormat(locale, { dateStyle: 'medium', timeZone });
  return activity.endsAt === null
    ? text.ongoing(day.format(activity.startsAt))
    : text.period(day.format(activity.startsAt), day.format(activity.endsAt));
}

function ActivityPlaceholders() {
  const text = useMessages(uiCatalog).activityList;
  return (
    <div role="status" className={styles.list}>
      <span className={visuallyHidden}>{text.loading}</span>
      {Array.from({ length: placeholderCount }, (_, index) => (
        // Placeholders are identical and never reorder, so the index is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div key={index} className={styles.placeholderCard}>
          <SkeletonBlock shape="rect" width="100%" height="160px" />
          <SkeletonBlock width="60%" />
          <SkeletonBlock width="40%" />
        </div>
      ))}
    </div>
  );
}
