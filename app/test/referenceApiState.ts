/** Where the in-process reference API listens, for the forwarding middleware (set by the global setup). */
export const referenceApiOriginVariable = 'APP_TEST_REFERENCE_API_ORIGIN';

const answersKey = Symbol.for('platform.app.test.captchaAnswers');

/**
 * The answer of the last captcha issued to each device. Kept on globalThis because the global setup (which fills
 * it) and the browser commands (which read it) are loaded as separate module instances in the same process.
 */
export function captchaAnswers(): Map<string, string> {
  const holder = globalThis as { [answersKey]?: Map<string, string> };
  holder[answersKey] ??= new Map();
  return holder[answersKey];
}
