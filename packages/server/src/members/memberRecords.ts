import { randomInt } from 'node:crypto';
import type { MemberInfo } from '@platform/contract';
import { and, eq } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Database } from '../db/database.ts';
import { members } from '../db/schema/members.ts';

export type MemberRow = typeof members.$inferSelect;

export async function findMemberById(db: Database, id: string): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.id, id));
  return row;
}

export async function findMemberByUsername(
  db: Database,
  siteCode: string,
  username: string,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.siteCode, siteCode), eq(members.username, username)));
  return row;
}

const INVITE_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 8 characters from an alphabet without look-alikes (no 0/O, 1/I/L). */
export function newInviteCode(): string {
  return Array.from({ length: 8 }, () => INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)]).join(
    '',
  );
}

/** `+86 13812345678` -> `+86 138****5678`: enough for the member to recognise, useless to a shoulder-surfer. */
export function maskPhone(areaCode: string | null, phone: string | null): string | null {
  if (!phone) return null;
  const visibleEnd = phone.slice(-4);
  const visibleStart = phone.length > 7 ? phone.slice(0, 3) : '';
  return `${areaCode ?? ''} ${visibleStart}****${visibleEnd}`.trim();
}

/** `demo@example.com` -> `d***@example.com`. */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

export function memberInfoOf(row: MemberRow): Static<typeof MemberInfo> {
  return {
    username: row.username,
    qq: row.avatarUrl,
    isLogin: true,
    realName: row.realName,
    phone: maskPhone(row.phoneAreaCode, row.phone),
    email: maskEmail(row.email),
    vipLevel: row.vipLevel,
    inviteCode: row.inviteCode,
    siteCode: row.siteCode,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Normalised destinations: codes and bindings compare these exact strings. */
export function phoneDestination(areaCode: string, phone: string): string {
  return `+${areaCode.replace(/^\+/, '')} ${phone}`;
}
export function emailDestination(email: string): string {
  return email.trim().toLowerCase();
}
