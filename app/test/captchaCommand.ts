import type { BrowserCommand } from 'vitest/node';
import { captchaAnswers } from './referenceApiState.ts';

/** The answer of the last captcha the reference API issued to `deviceNumber` (the app's `uuid`). */
export const captchaAnswer: BrowserCommand<[deviceNumber: string]> = (_context, deviceNumber) =>
  captchaAnswers().get(deviceNumber) ?? null;
