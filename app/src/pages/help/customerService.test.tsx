import { routePaths } from '@platform/domain';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { bootApp, cleanUpBootedApps } from '../../../test/bootApp.tsx';
import { signInAsDemo } from '../../../test/demoMember.ts';
import { appLanguages } from '../../../test/everyLanguage.ts';
import { customerServiceLinkFor } from './customerServiceLink.ts';

afterEach(cleanUpBootedApps);

/**
 * The demo chat hosts (`chat.<site>.example`) do not exist: the chat page's probe of its host is answered here, as
 * a host that is up (`up`) or one that cannot be reached.
 */
let chatHostUp = true;
beforeEach(() => {
  chatHostUp = true;
  const realFetch = globalThis.fetch.bind(globalThis);
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    if (!url.hostname.startsWith('chat.')) return realFetch(input, init);
    return chatHostUp
      ? Promise.resolve(new Response(null))
      : Promise.reject(new TypeError('Failed to fetch'));
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

const text = appLanguages['zh-CN'].help;

async function bootAt(path: string, site: string, member: 'visitor' | 'signed in') {
  const runtime = await bootApp({ path, search: `?site=${site}` });
  if (runtime === null) throw new Error('the app did not boot');
  if (member === 'signed in') await signInAsDemo(runtime);
  return runtime;
}

const chatLink = () => page.getByRole('link', { name: new RegExp(text.chatInBrowser) });
const hrefOf = async (link: ReturnType<typeof chatLink>) =>
  new URL(link.element().getAttribute('href') ?? '');

describe('customer service (spec §6: the signed-in member’s username as `name`)', () => {
  test('a visitor’s chat link is the site’s link, without a name', async () => {
    const runtime = await bootAt(routePaths.customerService, 'hgty', 'visitor');
    await expect.element(chatLink()).toBeVisible();
    const href = await hrefOf(chatLink());
    expect(href.toString()).toBe(runtime.config.customerService.customer_service);
    expect(href.searchParams.has('name')).toBe(false);
    await expect
      .element(page.getByRole('link', { name: /WhatsApp/ }))
      .toHaveAttribute('href', runtime.config.customerService.whatsAppUrl);
  });

  test('a signed-in member’s chat link carries their username where the site enables it', async () => {
    const runtime = await bootAt(routePaths.customerService, 'hgty', 'signed in');
    expect(runtime.config.features.appendUsernameToCustomerServiceLink).toBe(true);
    await expect.poll(async () => (await hrefOf(chatLink())).searchParams.get('name')).toBe('demo');
    // WhatsApp knows the member by their phone: the username is not handed to it.
    const whatsApp = page.getByRole('link', { name: /WhatsApp/ });
    await expect.element(whatsApp).toHaveAttribute('href', runtime.config.customerService.whatsAppUrl);
  });

  test('on a site that does not enable it, a signed-in member’s link has no name', async () => {
    const runtime = await bootAt(routePaths.customerService, 'blty', 'signed in');
    expect(runtime.config.features.appendUsernameToCustomerServiceLink).toBe(false);
    await expect.element(chatLink()).toBeVisible();
    const links = await runtime.client.api.customerServiceConfig();
    expect((await hrefOf(chatLink())).toString()).toBe(links.customer_service);
  });

  test('the in-app chat is a sandboxed, titled frame of the member’s link, with the way back', async () => {
    const runtime = await bootAt(routePaths.customerService, 'hgty', 'signed in');
    await page
      .getByRole('link', { name: new RegExp(text.chatInApp) })
      .first()
      .click();
    await expect.poll(() => runtime.router.state.location.pathname).toBe(routePaths.iframeCustomerService);
    const frame = page.getByTitle(text.chatFrameTitle);
    await expect.element(frame).toBeInTheDocument();
    const element = frame.element();
    const sandbox = (element.getAttribute('sandbox') ?? '').split(' ');
    expect(sandbox.sort()).toEqual(['allow-forms', 'allow-popups', 'allow-same-origin', 'allow-scripts']);
    expect(element.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(new URL(element.getAttribute('src') ?? '').searchParams.get('name')).toBe('demo');
    await page.getByRole('button', { name: text.backToCustomerService }).click();
    await expect.poll(() => runtime.router.state.location.pathname).toBe(routePaths.customerService);
  });

  test('the chat host cannot be reached: a translated error, a retry and the other ways, never the browser’s error page (issue 21 item 8)', async () => {
    chatHostUp = false;
    const runtime = await bootAt(routePaths.iframeCustomerService, 'hgty', 'visitor');
    await expect.element(page.getByRole('alert')).toHaveTextContent(text.chatUnreachable);
    expect(page.getByTitle(text.chatFrameTitle).query()).toBeNull();
    await expect.element(page.getByRole('heading', { name: text.otherContactWays })).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: /WhatsApp/ }))
      .toHaveAttribute('href', runtime.config.customerService.whatsAppUrl);
    await expect.element(chatLink()).toBeVisible();
    chatHostUp = true;
    await page.getByRole('button', { name: text.chatRetry }).click();
    await expect.element(page.getByTitle(text.chatFrameTitle)).toBeInTheDocument();
  });

  test('a visitor’s chat frame has no name either', async () => {
    const runtime = await bootAt(routePaths.iframeCustomerService, 'by', 'visitor');
    const frame = page.getByTitle(appLanguages['zh-HK'].help.chatFrameTitle);
    await expect.element(frame).toBeInTheDocument();
    const links = await runtime.client.api.customerServiceConfig();
    expect(frame.element().getAttribute('src')).toBe(links.customer_service);
  });
});

describe('customerServiceLinkFor', () => {
  const link = 'https://chat.example/room/hgty?name=someone-else&lang=zh';

  test('replaces a name already in the link instead of adding a second one, and encodes it', () => {
    const url = new URL(customerServiceLinkFor(link, 'a b&c', true));
    expect(url.searchParams.getAll('name')).toEqual(['a b&c']);
    expect(url.searchParams.get('lang')).toBe('zh');
  });

  test('leaves the link as it is for a visitor or where the site does not append it', () => {
    expect(customerServiceLinkFor(link, null, true)).toBe(link);
    expect(customerServiceLinkFor(link, 'demo', false)).toBe(link);
  });
});
