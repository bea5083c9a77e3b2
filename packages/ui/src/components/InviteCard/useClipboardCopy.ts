import { useEffect, useRef, useState } from 'react';
import { copyToSystemClipboard } from './copyToSystemClipboard.ts';

export type CopyText = (text: string) => Promise<void>;

export type CopyOutcome = 'idle' | 'copied' | 'failed';

const outcomeVisibleMs = 3000;

/** Copies text and reports the outcome for a few seconds ("copied successfully" / "copy failed", spec §8). */
export function useClipboardCopy(copyText: CopyText = copyToSystemClipboard): {
  outcome: CopyOutcome;
  copy: (text: string) => Promise<void>;
} {
  const [outcome, setOutcome] = useState<CopyOutcome>('idle');
  const resetTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(resetTimer.current), []);
  const copy = async (text: string) => {
    window.clearTimeout(resetTimer.current);
    try {
      await copyText(text);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
    resetTimer.current = window.setTimeout(() => setOutcome('idle'), outcomeVisibleMs);
  };
  return { outcome, copy };
}
