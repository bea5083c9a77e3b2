import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureOperator } from '../../src/console/operatorAccounts.ts';
import { RECOVERY_CODE_COUNT } from '../../src/console/operatorRecoveryCodes.ts';
import { operatorAuditLog, operatorRecoveryCodes } from '../../src/db/schema/consoleTables.ts';
import { twoStepThrottlePolicy } from '../../src/securityCentre/totpCodes.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import {
  authenticatorCode,
  ConsoleBrowser,
  type ConsoleReply,
  consolePaths,
  createOperator,
  injectTransport,
  signedInConsole,
} from './consoleClient.ts';

const PASSWORD = 'Operator2026';

let testApp: TestApp;
let admin: ConsoleBrowser;

beforeAll(async () => {
  testApp = await createTestApp();
  const { secret } = await createOperator(testApp.connection.db, {
    username: 'rc-admin',
    password: PASSWORD,
    role: 'admin',
  });
  admin = await signedInConsole(testApp, { username: 'rc-admin', password: PASSWORD, secret });
});
afterAll(async () => {
  await testApp?.close();
});

function refusal(reply: ConsoleReply): [number, string] {
  return [reply.status, (reply.body.data as { code: string }).code];
}

function codeNow(secret: string): string {
  return authenticatorCode(secret, testApp.app.platform.clock());
}

/** A console past the password step of `username`, its second step still to do. */
async function awaitingSecondStep(username: string): Promise<ConsoleBrowser> {
  const browser = new ConsoleBrowser(injectTransport(testApp.app));
  const reply = await browser.post(consolePaths.consoleSignIn, { username, password: PASSWORD });
  expect(reply.status).toBe(200);
  return browser;
}

/** A new set of recovery codes for a signed-in operator (the authenticator's code confirms it). */
async function regenerated(browser: ConsoleBrowser, secret: string): Promise<string[]> {
  testApp.advanceClock(30_000);
  const reply = await browser.post(consolePaths.consoleRegenerateRecoveryCodes, { code: codeNow(secret) });
  expect(reply.status).toBe(200);
  return (reply.body.data as { recoveryCodes: string[] }).recoveryCodes;
}

async function auditOf(action: string, target: string) {
  return testApp.connection.db
    .select()
    .from(operatorAuditLog)
    .where(and(eq(operatorAuditLog.action, action), eq(operatorAuditLog.target, target)));
}

async function operatorWithCodes(username: string) {
  const operator = await createOperator(testApp.connection.db, {
    username,
    password: PASSWORD,
    role: 'admin',
  });
  const browser = await signedInConsole(testApp, { username, password: PASSWORD, secret: operator.secret });
  return { ...operator, codes: await regenerated(browser, operator.secret), browser };
}

describe('operator recovery codes', () => {
  it('are given with a new authenticator and sign in only once it is confirmed', async () => {
    await ensureOperator(testApp.connection.db, { username: 'rc-new', password: PASSWORD, role: 'admin' });
    const browser = await awaitingSecondStep('rc-new');
    const enrolment = await browser.post(consolePaths.consoleTwoStepEnrol, {});
    const { secret, recoveryCodes } = enrolment.body.data as { secret: string; recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    expect(recoveryCodes[0]).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);

    // an unconfirmed enrolment's codes are no way round the authenticator
    const early = await browser.post(consolePaths.consoleTwoStepRecover, { recoveryCode: recoveryCodes[0] });
    expect(refusal(early)).toEqual([400, 'TWO_STEP_CODE_INVALID']);
    testApp.advanceClock(30_000);
    const confirmed = await browser.post(consolePaths.consoleTwoStepVerify, { code: codeNow(secret) });
    expect(confirmed.status).toBe(200);

    const later = await awaitingSecondStep('rc-new');
    const recovered = await later.post(consolePaths.consoleTwoStepRecover, {
      recoveryCode: recoveryCodes[1],
    });
    expect(recovered.body.data).toMatchObject({ username: 'rc-new', role: 'admin' });
    expect((await later.get(consolePaths.consoleRecoveryCodesLeft)).body.data).toEqual({
      left: RECOVERY_CODE_COUNT - 1,
    });
  });

  it('signs in with a code once, however it is typed; the spent code is refused; each use is audited', async () => {
    const operator = await operatorWithCodes('rc-once');
    const code = operator.codes[0] ?? '';
    const first = await awaitingSecondStep('rc-once');
    expect(refusal(await first.get(consolePaths.consoleSession))).toEqual([403, 'CONSOLE_TWO_STEP_PENDING']);
    const typed = ` ${code.toUpperCase().replaceAll('-', ' ')} `;
    expect((await first.post(consolePaths.consoleTwoStepRecover, { recoveryCode: typed })).status).toBe(200);
    expect((await first.get(consolePaths.consoleSession)).status).toBe(200);

    const second = await awaitingSecondStep('rc-once');
    const again = await second.post(consolePaths.consoleTwoStepRecover, { recoveryCode: code });
    expect(refusal(again)).toEqual([400, 'TWO_STEP_CODE_INVALID']);
    expect(refusal(await second.get(consolePaths.consoleSession))).toEqual([403, 'CONSOLE_TWO_STEP_PENDING']);

    const used = await auditOf('operator.recoveryCodeUsed', operator.id);
    expect(used.map((row) => row.after)).toEqual([{ left: RECOVERY_CODE_COUNT - 1 }]);
    expect(await auditOf('operator.signedIn', operator.id)).toHaveLength(2);
  });

  it('regenerating asks for the authenticator, replaces the whole set and is audited', async () => {
    const operator = await operatorWithCodes('rc-regen');
    const wrong = await operator.browser.post(consolePaths.consoleRegenerateRecoveryCodes, {
      code: '000000',
    });
    expect(refusal(wrong)).toEqual([400, 'TWO_STEP_CODE_INVALID']);
    const fresh = await regenerated(operator.browser, operator.secret);
    expect(fresh.some((code) => operator.codes.includes(code))).toBe(false);

    const withOld = await awaitingSecondStep('rc-regen');
    const old = await withOld.post(consolePaths.consoleTwoStepRecover, { recoveryCode: operator.codes[2] });
    expect(refusal(old)).toEqual([400, 'TWO_STEP_CODE_INVALID']);
    expect((await withOld.post(consolePaths.consoleTwoStepRecover, { recoveryCode: fresh[2] })).status).toBe(
      200,
    );
    const audits = await auditOf('operator.recoveryCodesRegenerated', operator.id);
    expect(audits.map((row) => [row.before, row.after])).toEqual([
      [{ left: 0 }, { left: RECOVERY_CODE_COUNT }],
      [{ left: RECOVERY_CODE_COUNT }, { left: RECOVERY_CODE_COUNT }],
    ]);
  });

  it('lock with wrong TOTP codes in one budget: a burst of wrong codes refuses even a right recovery code', async () => {
    const operator = await operatorWithCodes('rc-burst');
    const browser = await awaitingSecondStep('rc-burst');
    const answers: string[] = [];
    for (let attempt = 0; attempt < twoStepThrottlePolicy.lockAfter; attempt += 1) {
      // wrong recovery codes and wrong authenticator codes, alternately: one count
      const reply =
        attempt % 2 === 0
          ? await browser.post(consolePaths.consoleTwoStepRecover, { recoveryCode: 'aaaa-bbbb-cccc-dddd' })
          : await browser.post(consolePaths.consoleTwoStepVerify, { code: '000000' });
      answers.push(refusal(reply)[1]);
    }
    expect(answers.slice(0, -1).every((code) => code === 'TWO_STEP_CODE_INVALID')).toBe(true);
    expect(answers.at(-1)).toBe('TWO_STEP_LOCKED');
    const right = await browser.post(consolePaths.consoleTwoStepRecover, { recoveryCode: operator.codes[0] });
    expect(refusal(right)).toEqual([423, 'TWO_STEP_LOCKED']);
    const totp = await browser.post(consolePaths.consoleTwoStepVerify, { code: codeNow(operator.secret) });
    expect(refusal(totp)[1]).toBe('TWO_STEP_LOCKED');

    // the lock ends (past the half-signed-in session's life too: sign in again); the code refused during it was not spent
    testApp.advanceClock(twoStepThrottlePolicy.baseLockMs + 1_000);
    const after = await (await awaitingSecondStep('rc-burst')).post(consolePaths.consoleTwoStepRecover, {
      recoveryCode: operator.codes[0],
    });
    expect(after.status).toBe(200);
  });

  it('are cleared by an admin’s two-step reset', async () => {
    const operator = await operatorWithCodes('rc-reset');
    const reset = await admin.post(consolePaths.consoleResetOperatorTwoStep, { operatorId: operator.id });
    expect(reset.status).toBe(200);
    const stored = await testApp.connection.db
      .select()
      .from(operatorRecoveryCodes)
      .where(eq(operatorRecoveryCodes.operatorId, operator.id));
    expect(stored).toEqual([]);
    const [audit] = await auditOf('operator.twoStepReset', operator.id);
    expect(audit?.after).toMatchObject({ recoveryCodesCleared: RECOVERY_CODE_COUNT });

    const browser = await awaitingSecondStep('rc-reset');
    const refused = await browser.post(consolePaths.consoleTwoStepRecover, {
      recoveryCode: operator.codes[0],
    });
    expect(refusal(refused)).toEqual([400, 'TWO_STEP_CODE_INVALID']);
  });
});
