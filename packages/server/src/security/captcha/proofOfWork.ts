import { randomBytes, randomInt } from 'node:crypto';
import type { ProofOfWorkChallenge } from '@platform/contract';
import { sha256Hex } from '../tokens.ts';

/**
 * Answers hidden among this many candidates: a browser finds one with WebCrypto in well under a second on
 * average, but every attempt of a bulk script costs it the same work.
 */
export const PROOF_OF_WORK_MAX_NUMBER = 150_000;

/**
 * An ALTCHA-style challenge (SHA-256, salt, hash of salt + secret number): the client finds the number by trying
 * 0..maxNumber and sends it as the captcha answer. The number is the answer the caller stores.
 */
export function createProofOfWork(maxNumber = PROOF_OF_WORK_MAX_NUMBER): {
  challenge: ProofOfWorkChallenge;
  answer: string;
} {
  const salt = randomBytes(12).toString('hex');
  const answer = String(randomInt(0, maxNumber + 1));
  return {
    challenge: { algorithm: 'SHA-256', salt, challenge: sha256Hex(salt + answer), maxNumber },
    answer,
  };
}
