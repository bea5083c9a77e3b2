import type { ConsoleCaller } from '@platform/api-client/console';
import { describe, expect, test } from 'vitest';
import { publisherOf, renderConsolePage } from '../test-support/renderConsolePage.tsx';
import { ConsoleLayout } from './ConsoleLayout.tsx';
import type { SignedInOperator } from './signedInOperator.ts';

/** The console's header for `operator`, as the session call answers them. */
async function headerFor(operator: SignedInOperator) {
  const call = (async (name: string) => {
    if (name === 'consoleSession') return operator;
    throw new Error(`The layout test does not answer ${name}`);
  }) as unknown as ConsoleCaller;
  const screen = await renderConsolePage(<ConsoleLayout />, { call, operator });
  const nav = screen.getByRole('navigation', { name: 'Console' });
  await expect.element(nav.getByRole('link', { name: 'Money queues' })).toBeVisible();
  return nav;
}

describe('the site pages link (issue 25)', () => {
  test('is offered to an operator who may compose a site: editContent alone', async () => {
    const composer = {
      ...publisherOf('hgty'),
      sites: [{ siteCode: 'hgty', permissions: ['editContent' as const] }],
    };
    const nav = await headerFor(composer);
    await expect.element(nav.getByRole('link', { name: 'Site pages' })).toBeVisible();
  });

  test('is not offered to an operator with neither editContent nor publishSite on any site', async () => {
    const moneyOnly = {
      ...publisherOf('hgty'),
      sites: [{ siteCode: 'hgty', permissions: ['approveMoney' as const] }],
    };
    const nav = await headerFor(moneyOnly);
    expect(nav.getByRole('link', { name: 'Site pages' }).query()).toBeNull();
  });
});
