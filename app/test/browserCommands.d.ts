import 'vitest/browser';

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** The answer of the last captcha the reference API issued to this device (captchaCommand.ts). */
    captchaAnswer: (deviceNumber: string) => Promise<string | null>;
    /** The newest verification code sent to a phone (`+86 138…`) or email, from the dev outbox (outboxCommand.ts). */
    verificationCodeSentTo: (destination: string) => Promise<string | null>;
    /** Runs an operator-tool command against the reference API's database and answers its output (operatorCommand.ts). */
    operator: (...args: string[]) => Promise<string>;
    /**
     * A site's page as the build prerenders it, rendered in Node (prerenderCommand.ts); with `withData`, as the API
     * server renders it per request, with the reference API's public data.
     */
    prerenderSitePage: (
      site: string,
      path: string,
      withData?: boolean,
    ) => Promise<import('../src/ssr/renderSitePage.tsx').RenderedPage>;
  }
}
