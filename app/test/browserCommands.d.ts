import 'vitest/browser';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** The answer of the last captcha the reference API issued to this device (captchaCommand.ts). */
    captchaAnswer: (deviceNumber: string) => Promise<string | null>;
  }
}
