import 'vitest/browser';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** axe's violations in what the test rendered, one line each (axeCommand.ts); empty when it passes. */
    axeViolations: () => Promise<string[]>;
  }
}
