import type { MemberEventName } from '@platform/contract';
import { sql } from 'drizzle-orm';
import { members } from '../db/schema/members.ts';
import { memberMessages } from '../db/schema/messages.ts';
import type { DomainEventPublisher } from '../events/domainEvents.ts';
import type { MoneyExecutor } from '../ledger/executor.ts';
import { addToInbox } from '../messages/service.ts';
import { type ActingOperator, auditedBy, writeAudit } from './auditLog.ts';
import type { TargetMember } from './memberAccess.ts';

export interface OperatorMessage {
  title: string;
  content: string;
}

/** A message in one member's inbox (their open apps hear the new unread count), audited in the same transaction. */
export async function sendMemberMessage(
  database: MoneyExecutor,
  events: DomainEventPublisher,
  member: TargetMember,
  message: OperatorMessage,
  by: ActingOperator,
): Promise<void> {
  await database.transaction(async (transaction) => {
    await addToInbox(transaction, events, { memberId: member.id, ...message });
    await writeAudit(transaction, {
      ...auditedBy(by),
      action: 'member.messageSent',
      siteCode: member.siteCode,
      target: member.id,
      after: { username: member.username, ...message },
    });
  });
}

const MESSAGE_ARRIVED: MemberEventName = 'message.arrived';

/**
 * One message to every member of a site (issue 24), in one transaction of two statements whatever the number of
 * members: one INSERT … SELECT fills every inbox, one SELECT stages every member's `message.arrived` event with
 * their new unread count (the same event `addToInbox` writes through the messages.changed fact, here set-wise).
 */
export async function messageSiteMembers(
  database: MoneyExecutor,
  siteCode: string,
  message: OperatorMessage,
  by: ActingOperator,
): Promise<{ recipients: number }> {
  return database.transaction(async (transaction) => {
    const inserted = (await transaction.execute(sql`
      with delivered as (
        insert into ${memberMessages} (member_id, title, content)
        select ${members.id}, ${message.title}, ${message.content} from ${members}
        where ${members.siteCode} = ${siteCode}
        returning 1
      )
      select count(*)::int as recipients from delivered`)) as unknown as { rows: { recipients: number }[] };
    const recipients = Number(inserted.rows[0]?.recipients ?? 0);
    await transaction.execute(sql`
      select member_outbox_append(m.id, ${MESSAGE_ARRIVED}, jsonb_build_object('unread', (
        select count(*) from ${memberMessages} mm
        where mm.member_id = m.id and not mm.read and mm.deleted_at is null)), null)
      from ${members} m where m.site_code = ${siteCode}`);
    await writeAudit(transaction, {
      ...auditedBy(by),
      action: 'site.messageSent',
      siteCode,
      target: siteCode,
      after: { ...message, recipients },
    });
    return { recipients };
  });
}
