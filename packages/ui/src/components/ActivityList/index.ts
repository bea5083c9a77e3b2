export { type Activity, ActivityList, type ActivityListProps } from './ActivityList.tsx';
