import { randomInt } from 'node:crypto';
import type { ProofOfWorkChallenge } from '@platform/contract';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { captchaChallenges } from '../db/schema/security.ts';
import { ApiError } from '../errors/apiError.ts';
import { captchaAlphabet } from './captcha/glyphs.ts';
import { createProofOfWork } from './captcha/proofOfWork.ts';
import { renderCaptchaPng } from './captcha/render.ts';
import type { Clock } from './clock.ts';
import { digestsEqual, sha256Hex } from './tokens.ts';

/** The `device_no` header a captcha is bound to; without one there is nothing to bind it to. */
export function captchaDeviceNumber(headers: Record<string, unknown>): string {
  const deviceNumber = headers.device_no;
  if (typeof deviceNumber !== 'string' || deviceNumber.length === 0 || deviceNumber.length > 128) {
    throw new ApiError('FIELD_REQUIRED', { field: 'device_no' });
  }
  return deviceNumber;
}

const CAPTCHA_LIFETIME_MS = 5 * 60_000;
const CAPTCHA_LENGTH = 4;

/**
 * Captchas bound to the device (`device_no` header), in two interchangeable forms: a distorted PNG to read, or a
 * proof-of-work challenge for people who cannot read it (the client's CPU finds the answer). Either way the
 * device's newest challenge replaces the previous answer, and an answer is consumed by its first check, right or
 * wrong, so it cannot be tried twice. The answer goes in the same `captcha` field of sign-in and registration.
 */
export class CaptchaService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    /** Tests read the answer here (they cannot read the image); never set in production. */
    private readonly revealAnswer?: (deviceNumber: string, answer: string) => void,
  ) {}

  /** A new image for the device, as PNG bytes. */
  async create(siteCode: string, deviceNumber: string): Promise<Buffer> {
    const text = Array.from({ length: CAPTCHA_LENGTH }, () =>
      captchaAlphabet.charAt(randomInt(0, captchaAlphabet.length)),
    ).join('');
    await this.remember(siteCode, deviceNumber, text);
    return renderCaptchaPng(text);
  }

  /** A new proof-of-work challenge for the device (the accessible alternative to the image). */
  async createProofOfWork(siteCode: string, deviceNumber: string): Promise<ProofOfWorkChallenge> {
    const { challenge, answer } = createProofOfWork();
    await this.remember(siteCode, deviceNumber, answer);
    return challenge;
  }

  private async remember(siteCode: string, deviceNumber: string, answer: string): Promise<void> {
    this.revealAnswer?.(deviceNumber, answer);
    const values = {
      answerHash: sha256Hex(answer.toLowerCase()),
      expiresAt: new Date(this.clock() + CAPTCHA_LIFETIME_MS),
    };
    await this.db
      .insert(captchaChallenges)
      .values({ siteCode, deviceNumber, ...values })
      .onConflictDoUpdate({
        target: [captchaChallenges.siteCode, captchaChallenges.deviceNumber],
        set: values,
      });
  }

  async verify(siteCode: string, deviceNumber: string | undefined, answer: string): Promise<boolean> {
    if (!deviceNumber) return false;
    const [row] = await this.db
      .delete(captchaChallenges)
      .where(
        and(
          eq(captchaChallenges.siteCode, siteCode),
          eq(captchaChallenges.deviceNumber, deviceNumber),
          gt(captchaChallenges.expiresAt, new Date(this.clock())),
        ),
      )
      .returning({ answerHash: captchaChallenges.answerHash });
    return row !== undefined && digestsEqual(row.answerHash, sha256Hex(answer.trim().toLowerCase()));
  }
}
