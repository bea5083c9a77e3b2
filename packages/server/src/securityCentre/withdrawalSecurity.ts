import { ApiError } from '../errors/apiError.ts';
import type { Platform } from '../platform.ts';
import { siteSecurityOf } from './siteSecurity.ts';
import { requireTwoStepCode, twoStepEnabled } from './twoStep.ts';

/**
 * The withdrawal door's checks: the withdrawal password (`checkPassword`), and above the site's amount a two-step
 * code too, which needs two-step verification on (TWO_STEP_SETUP_REQUIRED otherwise). A missing code is asked for
 * before the password is spent; the code is checked after it, so a wrong password never uses up a code's step.
 */
export async function checkWithdrawalCredentials(
  platform: Platform,
  member: { id: string; siteCode: string },
  request: { amountMinor: number; twoStepCode: string | undefined },
  checkPassword: () => Promise<void>,
): Promise<void> {
  const settings = siteSecurityOf(platform, member.siteCode);
  const above = settings.twoStepWithdrawalAboveMinor;
  const needsCode = settings.twoStepVerification && above !== null && request.amountMinor > above;
  if (needsCode) {
    if (!(await twoStepEnabled(platform.db, member.id))) throw new ApiError('TWO_STEP_SETUP_REQUIRED');
    if (!request.twoStepCode) throw new ApiError('TWO_STEP_CODE_REQUIRED', { field: 'twoStepCode' });
  }
  await checkPassword();
  if (needsCode) await requireTwoStepCode(platform, member.id, request.twoStepCode);
}
