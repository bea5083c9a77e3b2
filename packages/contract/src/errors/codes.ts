import { consoleErrors } from './console.ts';
import { coreErrors } from './coreErrors.ts';
import type { ErrorDefinition } from './defineErrors.ts';
import { moneyErrors } from './money.ts';
import { saferPlayErrors } from './saferPlay.ts';
import { securityErrors } from './security.ts';

/** Every error code the platform API can answer with, and the HTTP status it goes with. */
export const errorCatalogue = {
  ...coreErrors,
  ...moneyErrors,
  ...saferPlayErrors,
  ...securityErrors,
  ...consoleErrors,
} satisfies Record<string, ErrorDefinition>;

export type ErrorCode = keyof typeof errorCatalogue;
