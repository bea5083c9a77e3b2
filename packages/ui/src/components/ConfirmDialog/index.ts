export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx';
export {
  isSnoozed,
  nextLocalMidnight,
  type SnoozeStorage,
  snoozeUntilMidnight,
} from './snoozeUntilMidnight.ts';
