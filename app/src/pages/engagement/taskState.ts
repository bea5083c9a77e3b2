import type { TaskState } from '@platform/ui';
import type { Task } from '../../data/engagement.ts';

/**
 * The task card's state for a task as the API sent it. A limited-time task whose end has passed since the list was
 * loaded is drawn expired, not claimable (the server refuses its claim from then on), unless it was already claimed.
 */
export function taskState(task: Pick<Task, 'status' | 'expiresAt'>, nowMs: number): TaskState {
  const ended = task.expiresAt != null && Date.parse(task.expiresAt) <= nowMs;
  switch (task.status) {
    case 'in_progress':
      return ended ? 'expired' : 'inProgress';
    case 'claimable':
      return ended ? 'expired' : 'claimable';
    case 'claimed':
      return 'claimed';
    case 'expired':
      return 'expired';
    default:
      return task.status satisfies never;
  }
}
