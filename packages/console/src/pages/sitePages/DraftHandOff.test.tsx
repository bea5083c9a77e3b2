import { type HomeBlock, requireSiteConfig } from '@platform/site-config';
import { describe, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { fakeSiteConfigServer } from '../../test-support/fakeSiteConfigServer.ts';
import { publisherOf, renderConsolePage } from '../../test-support/renderConsolePage.tsx';
import SitePagesPage from './SitePagesPage.tsx';

/** An operator who composes hgty's pages (editContent) but may not publish them. */
const composer = {
  ...publisherOf('hgty'),
  username: 'ana',
  sites: [{ siteCode: 'hgty', permissions: ['editContent' as const] }],
};

/** hgty's file config with its first banner slide's English text changed, as another operator saved it. */
function hgtyWithFirstSlide(english: string): unknown {
  const config = structuredClone(requireSiteConfig('hgty'));
  const banner = config.home[0] as HomeBlock;
  if (banner.type !== 'bannerCarousel') throw new Error("hgty's home no longer starts with its banners");
  const [slide] = banner.props.slides;
  if (slide === undefined) throw new Error("hgty's banner carousel has no slide");
  slide.alt['en-US'] = english;
  return config;
}

/** The banner carousel's form opened, and its first slide's English text field. */
async function firstSlideField(screen: Awaited<ReturnType<typeof renderConsolePage>>) {
  await screen.getByRole('button', { name: 'Edit Banner carousel' }).click();
  return screen.getByRole('group', { name: 'Slides: 1' }).getByRole('textbox', { name: 'English' });
}

describe('composers draft, publishers publish (issue 25)', () => {
  test('a composer edits and saves the draft, is told who publishes it, and is offered no publish or rollback', async () => {
    const server = fakeSiteConfigServer('hgty', { publishedVersion: 2 });
    server.otherOperatorSaved('bo', hgtyWithFirstSlide('From bo'));
    const screen = await renderConsolePage(<SitePagesPage />, { call: server.call, operator: composer });
    const english = await firstSlideField(screen);
    await english.fill('Spin and win');
    await expect
      .element(
        screen.getByText(
          'Your draft is saved. Members see it once an operator with the "Publish site" permission on hgty opens it on this page and publishes it.',
        ),
      )
      .toBeVisible();
    expect(server.saves.at(-1)?.baseVersion).toBe(2);
    await expect.element(screen.getByText(/^Also editing this site: bo/)).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Export version 1' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Publish the draft' }).query()).toBeNull();
    expect(screen.getByRole('button', { name: 'Roll back to version 1' }).query()).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Note for the version list' }).query()).toBeNull();
    expect(screen.getByRole('button', { name: "Open bo's draft" }).query()).toBeNull();
  });

  test("a publisher opens a composer's draft over their own, after a confirm, and the editor shows it", async () => {
    const server = fakeSiteConfigServer('hgty', { publishedVersion: 2 });
    server.otherOperatorSaved('ana', hgtyWithFirstSlide('Spin and win'));
    const screen = await renderConsolePage(<SitePagesPage />, { call: server.call });
    await expect.element(screen.getByRole('button', { name: 'Roll back to version 1' })).toBeVisible();
    const english = await firstSlideField(screen);
    // The publisher's own draft, saved before they take ana's.
    await english.fill('My own banner');
    await expect.element(screen.getByText(/^Based on version 2, saved/)).toBeVisible();
    await expect.poll(() => server.saves.length).toBe(1);

    await screen.getByRole('button', { name: "Open ana's draft" }).click();
    const confirm = screen.getByRole('alertdialog', { name: "Replace your draft with ana's?" });
    await confirm.getByRole('button', { name: 'Replace my draft' }).click();
    await expect
      .element(screen.getByRole('status').filter({ hasText: "ana's draft is now your draft" }))
      .toBeInTheDocument();
    await expect.element(english).toHaveValue('Spin and win');
    await userEvent.type(screen.getByRole('textbox', { name: 'Note for the version list' }), "ana's banner");
    await expect.element(screen.getByRole('button', { name: 'Publish the draft' })).toBeEnabled();
    expect(server.saves).toHaveLength(1);
  });
});
