import { ActivityList, PageColumn, PageEmpty, PageError, useMessages } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useApiClient, useAppRuntime } from '../../boot/AppRuntimeContext.tsx';
import { toActivities } from '../../composer/contractMapping.ts';
import { activitiesQuery } from '../../data/content.ts';
import { appCatalog } from '../../i18n/appCatalog.ts';

/** The API's largest page: a site runs a handful of promotions, so one page holds them all. */
const ACTIVITIES_PAGE_SIZE = 100;

/** `/activity/list`: the site's current activities, each opening its promotion page. */
export default function ActivityListPage() {
  const client = useApiClient();
  const { config } = useAppRuntime();
  const text = useMessages(appCatalog).help;
  const navigate = useNavigate();
  const activities = useQuery(activitiesQuery(client, ACTIVITIES_PAGE_SIZE));
  const content = (() => {
    if (activities.data !== undefined) {
      return activities.data.list.length === 0 ? (
        <PageEmpty message={text.noActivities} />
      ) : (
        <ActivityList
          activities={toActivities(activities.data)}
          timeZone={config.timeZone}
          onOpen={(activity) => navigate(activity.href)}
        />
      );
    }
    if (activities.isError) return <PageError onRetry={() => void activities.refetch()} />;
    return <ActivityList activities={[]} timeZone={config.timeZone} loading />;
  })();
  return <PageColumn>{content}</PageColumn>;
}
