import type { BrowserCommand } from 'vitest/node';
import { codeSentTo } from '../../test/verificationCodeOutbox.ts';
import { outboxListing } from './referenceApiState.ts';

/** The newest verification code the reference API sent to `destination`, read as an operator reads it. */
export const verificationCodeSentTo: BrowserCommand<[destination: string]> = async (_context, destination) =>
  codeSentTo(await outboxListing(), destination);
