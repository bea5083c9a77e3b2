import type { Database } from '../db/database.ts';
import type { Platform } from '../platform.ts';

/**
 * A new login password is news the member must hear of (an inbox notice, issue 23), whichever door changed it:
 * the change form or a recovery by code.
 */
export function announceLoginPasswordChange(
  transaction: Database,
  platform: Pick<Platform, 'events' | 'clock'>,
  member: { id: string; siteCode: string },
): Promise<void> {
  return platform.events.publish(transaction, 'member.securityChanged', {
    memberId: member.id,
    siteCode: member.siteCode,
    change: 'loginPassword',
    occurredAt: new Date(platform.clock()),
  });
}
