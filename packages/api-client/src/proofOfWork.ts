import type { ProofOfWorkChallenge } from '@platform/contract';
import { prefixedNumberMatcher } from '@platform/domain';

/** Numbers hashed between yields to the page: a few milliseconds of work, so taps and the spinner stay smooth. */
const CHUNK_SIZE = 5_000;

export class ProofOfWorkUnsolvedError extends Error {
  override name = 'ProofOfWorkUnsolvedError';
}

const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Solves the accessible alternative to the captcha image (`GET /api/f/v1/member/captcha/pow`): the integer n in
 * 0..maxNumber whose SHA-256 (hex) of `salt + n` is the challenge. The answer goes in the form's `captcha` field.
 * Works in chunks, yielding between them, so the page stays responsive and `signal` can stop it.
 */
export async function solveProofOfWork(
  challenge: ProofOfWorkChallenge,
  signal?: AbortSignal,
): Promise<string> {
  const matches = prefixedNumberMatcher(challenge.salt, challenge.challenge);
  for (let start = 0; start <= challenge.maxNumber; start += CHUNK_SIZE) {
    signal?.throwIfAborted();
    const end = Math.min(start + CHUNK_SIZE - 1, challenge.maxNumber);
    for (let candidate = start; candidate <= end; candidate += 1) {
      if (matches(candidate)) return String(candidate);
    }
    await yieldToPage();
  }
  throw new ProofOfWorkUnsolvedError('no number up to maxNumber solves the challenge');
}
