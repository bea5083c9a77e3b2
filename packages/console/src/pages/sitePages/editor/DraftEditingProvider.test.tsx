import type { HomeBlock } from '@platform/site-config';
import { describe, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { fakeSiteConfigServer } from '../../../test-support/fakeSiteConfigServer.ts';
import { renderConsolePage } from '../../../test-support/renderConsolePage.tsx';
import SitePagesPage from '../SitePagesPage.tsx';

type Slide = { alt: Record<string, string> };
const firstSlideAlt = (config: unknown) =>
  ((config as { home: HomeBlock[] } | undefined)?.home[0]?.props as { slides: Slide[] } | undefined)
    ?.slides[0]?.alt['en-US'];

/** The page with the banner carousel's form open, and its first slide's English text field. */
async function openFirstSlide() {
  const server = fakeSiteConfigServer('hgty');
  const screen = await renderConsolePage(<SitePagesPage />, { call: server.call });
  await screen.getByRole('button', { name: 'Edit Banner carousel' }).click();
  const english = screen.getByRole('group', { name: 'Slides: 1' }).getByRole('textbox', { name: 'English' });
  await expect.element(english).toHaveValue('First deposit bonus');
  return { server, screen, english };
}

describe("the working copy, saved as the operator's draft", () => {
  test('typing is saved once, after the operator pauses, with everything typed', async () => {
    const { server, english } = await openFirstSlide();
    await english.clear();
    await userEvent.type(english, 'Spin and win');
    await expect.poll(() => server.saves.length).toBe(1);
    expect(firstSlideAlt(server.saves[0]?.config)).toBe('Spin and win');
    expect(server.saves[0]?.baseVersion).toBe(1);
  });

  test('the page reading the draft back after a save does not undo what was typed since', async () => {
    const { server, screen, english } = await openFirstSlide();
    server.holdSaves();
    await english.fill('First');
    await expect.poll(() => server.saves.length).toBe(1);
    // Typed while the first save is out.
    await english.fill('First and second');
    server.releaseSaves();
    // The draft panel shows the draft read back after the first save: the refreshed overview has rendered.
    await expect.element(screen.getByText(/^Based on version 1, saved/)).toBeVisible();
    expect(firstSlideAlt(server.overviewReads.at(-1)?.draft?.config)).toMatch(/^First/);
    expect((english.element() as HTMLInputElement).value).toBe('First and second');
    await expect.poll(() => firstSlideAlt(server.saves.at(-1)?.config)).toBe('First and second');
    await expect.element(english).toHaveValue('First and second');
  });

  test('a save that fails is announced, and the next change saves everything again', async () => {
    const { server, screen, english } = await openFirstSlide();
    server.refuseNextSave('The network is unreachable');
    await english.fill('Lost for now');
    await expect
      .element(
        screen
          .getByRole('status')
          .filter({ hasText: 'The draft was not saved (The network is unreachable)' }),
      )
      .toBeInTheDocument();
    await expect
      .element(screen.getByText('You have no draft of this site. Import a site file to start one.'))
      .toBeVisible();
    await english.fill('Saved at last');
    await expect.poll(() => server.saves.length).toBe(2);
    expect(firstSlideAlt(server.saves[1]?.config)).toBe('Saved at last');
    await expect.element(screen.getByText(/^Based on version 1, saved/)).toBeVisible();
  });
});
