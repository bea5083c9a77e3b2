export {
  type RecordStatus,
  recordStatuses,
  type StatusTone,
  statusTones,
  toneForStatus,
} from './recordStatus';
export { StatusTag, type StatusTagProps } from './StatusTag';
