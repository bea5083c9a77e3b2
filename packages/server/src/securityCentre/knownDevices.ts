import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { memberDevices } from '../db/schema/securityCentreTables.ts';

export async function isKnownDevice(db: Database, memberId: string, deviceNumber: string | undefined) {
  if (!deviceNumber) return false;
  const [row] = await db
    .select({ memberId: memberDevices.memberId })
    .from(memberDevices)
    .where(and(eq(memberDevices.memberId, memberId), eq(memberDevices.deviceNumber, deviceNumber)));
  return row !== undefined;
}

/**
 * Adds a device to the member's known ones. `newToMember`: it was not known, and the member had signed in
 * elsewhere before (the device a member registered on is not news to them).
 */
export async function rememberDevice(
  db: Database,
  memberId: string,
  deviceNumber: string | undefined,
  now: Date,
): Promise<{ newToMember: boolean }> {
  if (!deviceNumber) return { newToMember: false };
  const inserted = await db
    .insert(memberDevices)
    .values({ memberId, deviceNumber, firstSeenAt: now })
    .onConflictDoNothing()
    .returning({ memberId: memberDevices.memberId });
  if (inserted.length === 0) return { newToMember: false };
  const [other] = await db
    .select({ memberId: memberDevices.memberId })
    .from(memberDevices)
    .where(and(eq(memberDevices.memberId, memberId), ne(memberDevices.deviceNumber, deviceNumber)))
    .limit(1);
  return { newToMember: other !== undefined };
}
