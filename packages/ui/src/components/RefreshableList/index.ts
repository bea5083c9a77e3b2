export {
  type ListStatus,
  listStatuses,
  type PageStatus,
  pageStatuses,
  RefreshableList,
  type RefreshableListProps,
} from './RefreshableList.tsx';
export { pullThresholdPx } from './usePullToRefresh.ts';
