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

const operatorKey = Symbol.for('platform.app.test.operator');

/** Runs an operator-tool command against the reference API's database and resolves its printed lines. */
export type OperatorRunner = (args: readonly string[]) => Promise<string>;

type OperatorHolder = { [operatorKey]?: OperatorRunner };

/** The test step the shared runner takes besides the operator tool's commands (referenceApi.globalSetup.ts). */
export const AGE_WITHDRAWAL_ACCOUNTS = 'test:age-withdrawal-accounts';

/** The test step that keeps a destination's last code inside the resend wait (referenceApi.globalSetup.ts). */
export const HOLD_RESEND_WAIT = 'test:hold-resend-wait';

/** The global setup, which holds the database, shares how to run the operator tool on it. */
export function shareOperatorRunner(run: OperatorRunner): void {
  (globalThis as OperatorHolder)[operatorKey] = run;
}

/** Runs an operator-tool command (`send-message hgty <user> <title> <text…>`, `outbox 50`) for browser commands. */
export function runOperator(args: readonly string[]): Promise<string> {
  const run = (globalThis as OperatorHolder)[operatorKey];
  if (run === undefined) throw new Error('the reference API has not started');
  return run(args);
}

/** The operator tool's `outbox` listing of the reference API (newest first). */
export function outboxListing(): Promise<string> {
  return runOperator(['outbox', '50']);
}
