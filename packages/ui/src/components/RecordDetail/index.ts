export {
  RecordDetail,
  type RecordDetailProps,
  type RecordDetailRow,
  recordDetailStates,
} from './RecordDetail.tsx';
