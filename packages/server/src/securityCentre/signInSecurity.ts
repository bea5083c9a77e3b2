import type { SignInOutcome } from '@platform/contract';
import type { Database } from '../db/database.ts';
import { ApiError } from '../errors/apiError.ts';
import type { Platform } from '../platform.ts';
import type { SessionDevice } from '../security/sessions.ts';
import { storedUserAgent } from './deviceSummary.ts';
import { isKnownDevice, rememberDevice } from './knownDevices.ts';
import { recordSignInAttempt, type SignInOrigin } from './signInHistory.ts';
import { siteSecurityOf } from './siteSecurity.ts';
import { requireTwoStepCode } from './twoStep.ts';

interface SigningInMember {
  id: string;
  siteCode: string;
}

/** The device columns of a session signed in from `origin`. */
export function sessionDeviceOf(origin: SignInOrigin): SessionDevice {
  return {
    deviceNumber: origin.deviceNumber ?? null,
    userAgent: storedUserAgent(origin.userAgent),
    ipAddress: origin.ip,
  };
}

/** Keeps an attempt in the member's sign-in history, on a site with the security centre. */
export async function recordSignIn(
  platform: Platform,
  member: SigningInMember,
  outcome: SignInOutcome,
  origin: SignInOrigin,
): Promise<void> {
  if (!siteSecurityOf(platform, member.siteCode).enabled) return;
  await recordSignInAttempt(platform.db, member.id, outcome, origin, new Date(platform.clock()));
}

/**
 * The second step of a sign-in whose password was right: asked on a device the member never signed in on (or one
 * that sends no device number), when the site asks for it there and the member has two-step verification on.
 */
export async function requireSecondStepAtSignIn(
  platform: Platform,
  member: SigningInMember,
  twoStepCode: string | undefined,
  origin: SignInOrigin,
): Promise<void> {
  const settings = siteSecurityOf(platform, member.siteCode);
  if (!settings.twoStepVerification || !settings.twoStepOnNewDevice) return;
  if (await isKnownDevice(platform.db, member.id, origin.deviceNumber)) return;
  try {
    await requireTwoStepCode(platform, member.id, twoStepCode);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'TWO_STEP_CODE_REQUIRED') {
      await recordSignIn(platform, member, 'twoStepRequired', origin);
    } else if (error instanceof ApiError) {
      await recordSignIn(platform, member, 'twoStepWrong', origin);
    }
    throw error;
  }
}

/**
 * After a session was issued: the success in the history, the device among the member's known ones, and a notice
 * in the inbox when it is one they never used.
 */
export async function signedInFrom(
  platform: Platform,
  member: SigningInMember,
  origin: SignInOrigin,
): Promise<void> {
  await recordSignIn(platform, member, 'succeeded', origin);
  await platform.db.transaction(async (transaction) => {
    const now = new Date(platform.clock());
    const { newToMember } = await rememberDevice(transaction, member.id, origin.deviceNumber, now);
    if (newToMember) {
      await platform.events.publish(transaction, 'member.securityChanged', {
        memberId: member.id,
        siteCode: member.siteCode,
        change: 'newDevice',
        occurredAt: now,
      });
    }
  });
}

/** The device a member registers on is theirs from the start: signing in there later is not a new device. */
export async function registeredFrom(
  db: Database,
  memberId: string,
  deviceNumber: string | undefined,
  now: Date,
) {
  await rememberDevice(db, memberId, deviceNumber, now);
}
