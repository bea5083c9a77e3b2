import { test as base, expect, type Page } from '@playwright/test';
import { e2eEnvironment } from './e2eEnvironment.ts';

export type SiteUrl = (siteCode: string, path: string) => string;

type Fixtures = {
  /** `http://<code>.localhost:<port><path>`: a site reached by its host, as members reach theirs. */
  siteUrl: SiteUrl;
  /** Every console error and uncaught page error of the test's pages, in order. */
  consoleErrors: string[];
  /** What the server side knows: captcha answers issued to a device, stored page views, members. */
  control: {
    captchaAnswer(deviceNumber: string): Promise<string>;
    pageViews(): Promise<{ siteCode: string; path: string }[]>;
    /** A member of a site as the server stored it: their own invite code and who invited them. */
    member(siteCode: string, username: string): Promise<{ inviteCode: string; invitedBy: string | null }>;
    /**
     * Puts one deposit order in the state "its lifetime has passed": its expiry moves to just before now in the
     * database, as if its lifetime had been waited out, without moving the server's clock under other tests.
     */
    ageDepositOrder(orderId: string): Promise<void>;
    /** Moves the start of a member's open play sessions `minutes` earlier, as if played that long. */
    agePlaySession(siteCode: string, username: string, minutes: number): Promise<void>;
    /** Moves a member's withdrawal accounts past the site's delay for new payout accounts (as if it was waited out). */
    ageWithdrawalAccounts(siteCode: string, username: string): Promise<void>;
    /** Runs an operator-tool command (`approve-deposit <id>`, `pending`…) and resolves its printed lines. */
    operator(...args: string[]): Promise<string>;
  };
};

// Statistics scripts live on third-party origins this machine cannot reach; the tests serve a stand-in that
// records each load, so "present once" is checked on the real <script> element the app injected.
const statisticsStandIn = 'window.__statisticsLoads = (window.__statisticsLoads || 0) + 1;';

export const test = base.extend<Fixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; none here
  siteUrl: async ({}, use) => {
    const { port } = e2eEnvironment.read();
    await use((siteCode, path) => `http://${siteCode}.localhost:${port}${path}`);
  },
  consoleErrors: async ({ context }, use) => {
    const errors: string[] = [];
    const watch = (page: Page) => {
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    };
    context.on('page', watch);
    for (const page of context.pages()) watch(page);
    await use(errors);
  },
  context: async ({ context }, use) => {
    await context.route(
      (url) => url.protocol === 'https:',
      (route) => route.fulfill({ contentType: 'text/javascript', body: statisticsStandIn }),
    );
    await use(context);
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; none here
  control: async ({}, use) => {
    const { controlPort } = e2eEnvironment.read();
    const base = `http://127.0.0.1:${controlPort}`;
    await use({
      async captchaAnswer(deviceNumber) {
        const response = await fetch(`${base}/captcha?device=${encodeURIComponent(deviceNumber)}`);
        if (!response.ok) throw new Error(`no captcha was issued to device ${deviceNumber}`);
        return response.text();
      },
      async pageViews() {
        return (await fetch(`${base}/page-views`)).json();
      },
      async member(siteCode, username) {
        const response = await fetch(`${base}/member?${new URLSearchParams({ site: siteCode, username })}`);
        if (!response.ok) throw new Error(`no member ${username} on ${siteCode}`);
        return response.json();
      },
      async ageDepositOrder(orderId) {
        const response = await fetch(`${base}/age-deposit-order?${new URLSearchParams({ id: orderId })}`, {
          method: 'POST',
        });
        if (!response.ok) throw new Error(`no deposit order ${orderId} to age`);
      },
      async agePlaySession(siteCode, username, minutes) {
        const query = new URLSearchParams({ site: siteCode, username, minutes: String(minutes) });
        const response = await fetch(`${base}/age-play-session?${query}`, { method: 'POST' });
        if (!response.ok) throw new Error(`${username} on ${siteCode} has no play session to age`);
      },
      async ageWithdrawalAccounts(siteCode, username) {
        const query = new URLSearchParams({ site: siteCode, username });
        const response = await fetch(`${base}/age-withdrawal-accounts?${query}`, { method: 'POST' });
        if (!response.ok) throw new Error(`no withdrawal account of ${username} on ${siteCode} to age`);
      },
      async operator(...args) {
        const query = new URLSearchParams(args.map((arg) => ['arg', arg]));
        const response = await fetch(`${base}/operator?${query}`, { method: 'POST' });
        const output = await response.text();
        if (!response.ok) throw new Error(`operator ${args.join(' ')} failed: ${output}`);
        return output;
      },
    });
  },
});

export { expect };
