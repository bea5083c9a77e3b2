import type { ActivityListBlockProps } from '@platform/site-config';
import { ActivityList, PageEmpty, PageError, useMessages } from '@platform/ui';
import { useNavigate } from 'react-router-dom';
import { shellCatalog } from '../../i18n/shellCatalog.ts';
import { useHomeData } from '../homeData.ts';

export function ActivityListBlock({ props, timeZone }: { props: ActivityListBlockProps; timeZone: string }) {
  const activities = useHomeData().useActivities(props.maxItems);
  const text = useMessages(shellCatalog).homeBlocks;
  const navigate = useNavigate();
  switch (activities.status) {
    case 'loading':
      return <ActivityList activities={[]} timeZone={timeZone} loading />;
    case 'error':
      return <PageError onRetry={activities.retry} />;
    case 'ready':
      return activities.value.length === 0 ? (
        <PageEmpty message={text.noActivities} />
      ) : (
        <ActivityList
          activities={activities.value}
          timeZone={timeZone}
          onOpen={(activity) => navigate(activity.href)}
        />
      );
    default:
      return activities satisfies never;
  }
}
