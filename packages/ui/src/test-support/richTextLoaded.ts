import { loadHtmlSanitizer } from '../components/RichText/index.ts';

/**
 * A Storybook loader for stories that show `RichText`: DOMPurify is imported lazily, and on a busy
 * machine that import can outlast a play function's wait. Loading it before the story renders makes
 * the sanitised body part of the first frame, so assertions and screenshots never race it.
 */
export async function richTextLoaded(): Promise<void> {
  await loadHtmlSanitizer();
}
