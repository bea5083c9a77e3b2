import { Type } from 'typebox';
import { Timestamp } from './common.ts';
import { Uuid as Id } from './money.ts';
import { TaskStatusSchema } from './tasks.ts';

/** The VIP, task and note parts of the console's member page (MemberDetail in consoleSchemas.ts). */

const MinorTotal = Type.Integer({ minimum: 0, description: "Minor units of the site's central currency" });

export const ConsoleMemberVip = Type.Object({
  level: Type.Integer({ minimum: 0 }),
  name: Type.String({ description: 'The level as the member app names it' }),
  depositMinor: MinorTotal,
  turnoverMinor: MinorTotal,
  next: Type.Union(
    [
      Type.Object({
        level: Type.Integer({ minimum: 0 }),
        name: Type.String(),
        depositRequirementMinor: MinorTotal,
        turnoverRequirementMinor: MinorTotal,
      }),
      Type.Null(),
    ],
    { description: 'The next level to reach and what it needs; null at the top' },
  ),
});

export const ConsoleMemberTask = Type.Object({
  id: Type.String(),
  title: Type.String(),
  progress: Type.Integer({ minimum: 0 }),
  target: Type.Integer({ minimum: 1 }),
  status: TaskStatusSchema,
});

export const MEMBER_NOTE_MAX_LENGTH = 500;

export const ConsoleMemberNote = Type.Object({
  id: Id,
  text: Type.String(),
  /** operator:<name>, as the audit log names the operator */
  author: Type.String(),
  createdAt: Timestamp,
});

export const MemberNoteBody = Type.Object({
  memberId: Id,
  text: Type.String({
    minLength: 1,
    maxLength: MEMBER_NOTE_MAX_LENGTH,
    description: 'What the operator wants colleagues to know; never edited or deleted',
  }),
});
