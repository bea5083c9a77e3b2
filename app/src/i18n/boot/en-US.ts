import type { BootStrings } from '../bootCatalog.ts';

export default {
  configFailedTitle: 'The page could not load',
  configFailedBody: "This site's settings did not load. Check your connection and try again.",
  retry: 'Try again',
} satisfies BootStrings;
