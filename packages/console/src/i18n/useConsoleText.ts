import { useMessages } from '@platform/ui';
import { consoleCatalog } from './consoleCatalog.ts';
import type { ConsoleStrings } from './consoleStrings.ts';

/** The console's words in the operator's language. */
export function useConsoleText(): ConsoleStrings {
  return useMessages(consoleCatalog);
}
