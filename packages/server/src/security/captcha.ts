import { and, eq, gt } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { Database } from '../db/database.ts';
import { captchaChallenges } from '../db/schema/security.ts';
import type { Clock } from './clock.ts';
import { digestsEqual, sha256Hex } from './tokens.ts';

const CAPTCHA_LIFETIME_MS = 5 * 60_000;

/**
 * Captcha images bound to the device (`device_no` header): the newest image replaces the previous answer, and
 * an answer is consumed by its first check, right or wrong, so it cannot be tried twice.
 */
export class CaptchaService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    /** Tests read the answer here (they cannot read the image); never set in production. */
    private readonly revealAnswer?: (deviceNumber: string, answer: string) => void,
  ) {}

  async create(siteCode: string, deviceNumber: string): Promise<string> {
    const challenge = svgCaptcha.create({
      size: 4,
      noise: 2,
      ignoreChars: '0oO1iIlL',
      background: '#f4f4f4',
    });
    this.revealAnswer?.(deviceNumber, challenge.text);
    const values = {
      answerHash: sha256Hex(challenge.text.toLowerCase()),
      expiresAt: new Date(this.clock() + CAPTCHA_LIFETIME_MS),
    };
    await this.db
      .insert(captchaChallenges)
      .values({ siteCode, deviceNumber, ...values })
      .onConflictDoUpdate({
        target: [captchaChallenges.siteCode, captchaChallenges.deviceNumber],
        set: values,
      });
    return challenge.data;
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
