import { desc, eq } from 'drizzle-orm';
import { memberNotes } from '../db/schema/memberNotes.ts';
import { ApiError } from '../errors/apiError.ts';
import type { MoneyExecutor } from '../ledger/executor.ts';
import { type ActingOperator, auditedBy, writeAudit } from './auditLog.ts';
import type { TargetMember } from './memberAccess.ts';

type NoteRow = typeof memberNotes.$inferSelect;

function noteView(row: NoteRow) {
  return { id: row.id, text: row.text, author: row.author, createdAt: row.createdAt.toISOString() };
}

/**
 * Adds an operator's note to a member's page, audited (`member.noted`) in the same transaction. The contract
 * bounds the length; a note of only spaces says nothing, so it is refused like an empty one.
 */
export async function addMemberNote(
  database: MoneyExecutor,
  member: TargetMember,
  text: string,
  by: ActingOperator,
  now: Date,
) {
  if (text.trim() === '') throw new ApiError('FIELD_INVALID', { field: 'text' });
  return database.transaction(async (transaction) => {
    const [row] = await transaction
      .insert(memberNotes)
      .values({ memberId: member.id, operatorId: by.operatorId, author: by.actor, text, createdAt: now })
      .returning();
    if (!row) throw new Error('member_notes insert returned no row');
    await writeAudit(transaction, {
      ...auditedBy(by),
      action: 'member.noted',
      siteCode: member.siteCode,
      target: member.id,
      before: null,
      after: { username: member.username, noteId: row.id, text },
    });
    return noteView(row);
  });
}

/** Every note about a member, newest first. */
export async function memberNotesOf(database: MoneyExecutor, memberId: string) {
  const rows = await database
    .select()
    .from(memberNotes)
    .where(eq(memberNotes.memberId, memberId))
    .orderBy(desc(memberNotes.position));
  return rows.map(noteView);
}
