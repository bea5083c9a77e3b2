import { useState } from 'react';
import { copyToSystemClipboard } from './copyToSystemClipboard.ts';

export type CopyText = (text: string) => Promise<void>;

export type CopyOutcome = 'idle' | 'copied' | 'failed';

/** Copies text and reports the outcome ("copied successfully" / "copy failed", spec §8) until the next copy. */
export function useClipboardCopy(copyText: CopyText = copyToSystemClipboard): {
  outcome: CopyOutcome;
  copy: (text: string) => Promise<void>;
} {
  const [outcome, setOutcome] = useState<CopyOutcome>('idle');
  const copy = async (text: string) => {
    try {
      await copyText(text);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  };
  return { outcome, copy };
}
