export {
  type RecordStatus,
  recordStatuses,
  type StatusTone,
  statusTones,
  toneForStatus,
} from './recordStatus.ts';
export { StatusTag, type StatusTagProps } from './StatusTag.tsx';
