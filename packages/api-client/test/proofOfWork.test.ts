import { createHash } from 'node:crypto';
import { sha256Hex } from '@platform/domain';
import { describe, expect, test } from 'vitest';
import { ProofOfWorkUnsolvedError, solveProofOfWork } from '../src/proofOfWork.ts';

/** A challenge as the server makes it (packages/server/src/security/captcha/proofOfWork.ts). */
function challengeFor(answer: number, maxNumber: number, salt = 'a1b2c3') {
  const challenge = createHash('sha256').update(`${salt}${answer}`).digest('hex');
  return { algorithm: 'SHA-256' as const, salt, challenge, maxNumber };
}

describe('the proof-of-work captcha alternative', () => {
  test('finds the number the server hid, wherever it lies in the range', async () => {
    await expect(solveProofOfWork(challengeFor(0, 5_000))).resolves.toBe('0');
    await expect(solveProofOfWork(challengeFor(2_345, 5_000))).resolves.toBe('2345');
    await expect(solveProofOfWork(challengeFor(5_000, 5_000))).resolves.toBe('5000');
  });

  test('says so when no number in the range solves it', async () => {
    await expect(solveProofOfWork(challengeFor(5_001, 5_000))).rejects.toBeInstanceOf(
      ProofOfWorkUnsolvedError,
    );
  });

  test('stops when the form is left', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(solveProofOfWork(challengeFor(4_000, 5_000), controller.signal)).rejects.toThrow();
  });
});

describe('the SHA-256 the search uses', () => {
  test('matches node:crypto for empty, short, multi-block and non-ASCII input', () => {
    for (const text of [
      '',
      'abc',
      'a1b2c3149999',
      'x'.repeat(55),
      'y'.repeat(56),
      'z'.repeat(130),
      '验证码✓',
    ]) {
      expect(sha256Hex(text)).toBe(createHash('sha256').update(text).digest('hex'));
    }
  });

  test('solves a server-sized challenge at its worst case (the last of 150,000 candidates)', async () => {
    const started = performance.now();
    await expect(solveProofOfWork(challengeFor(150_000, 150_000))).resolves.toBe('150000');
    // Printed, not asserted: a figure for the note, never a timing test.
    console.log(`worst-case proof-of-work solve: ${Math.round(performance.now() - started)} ms`);
  });
});
