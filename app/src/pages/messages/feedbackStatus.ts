import type { StatusTone } from '@platform/ui';
import type { FeedbackStatus } from '../../data/feedback.ts';

/** How a feedback's status is tagged: answered is good news, waiting is still open. */
export function feedbackStatusTone(status: FeedbackStatus): StatusTone {
  switch (status) {
    case 'replied':
      return 'positive';
    case 'submitted':
      return 'warning';
    default:
      return status satisfies never;
  }
}
