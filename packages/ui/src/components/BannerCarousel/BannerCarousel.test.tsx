import { siteConfigs } from '@platform/site-config';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { LocaleProvider } from '../../i18n/index.ts';
import { bannerSlidesFixture } from '../../story-fixtures/fixtures.ts';
import { uiCatalogsByLanguage } from '../../test-support/everyLanguage.ts';
import { renderWithSite } from '../../test-support/index.ts';
import { SiteThemeProvider } from '../../theme/index.ts';
import { BannerCarousel } from './BannerCarousel.tsx';

/** Animations on, unlike `renderWithSite`, so the carousel is allowed to rotate by itself. */
function renderWithMotion(autoAdvanceMs: number) {
  return render(
    <SiteThemeProvider site="hgty" tokens={siteConfigs.hgty.theme}>
      <LocaleProvider catalogs={uiCatalogsByLanguage['en-US']}>
        <BannerCarousel slides={bannerSlidesFixture} autoAdvanceMs={autoAdvanceMs} />
        <button type="button">outside</button>
      </LocaleProvider>
    </SiteThemeProvider>,
  );
}

const currentDot = (screen: Awaited<ReturnType<typeof render>>, position: number) =>
  screen.getByRole('button', { name: `Slide ${position}` });

describe('BannerCarousel', () => {
  // The rotation runs on a driven clock: a slide moves exactly when the test lets the interval pass,
  // so "it did not move" means it never would, not that the machine was too slow to move it.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  // `expect.poll` and `expect.element` move a faked clock on by their polling interval at every retry: on a loaded
  // machine the carousel would rotate by itself while the test waited. Polling with no interval keeps it still.
  const clockStill = { interval: 0 } as const;

  it('advances by itself when motion is allowed', async () => {
    const screen = await renderWithMotion(150);
    await expect.poll(() => vi.getTimerCount(), clockStill).toBe(1);
    vi.advanceTimersByTime(150);
    await expect.element(currentDot(screen, 2), clockStill).toHaveAttribute('aria-current', 'true');
  });

  it('stops advancing while a control has focus', async () => {
    const screen = await renderWithMotion(150);
    (currentDot(screen, 1).element() as HTMLElement).focus();
    await expect.poll(() => vi.getTimerCount(), clockStill).toBe(0);
    vi.advanceTimersByTime(600);
    await expect.element(currentDot(screen, 1), clockStill).toHaveAttribute('aria-current', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'outside' }));
    await expect.poll(() => vi.getTimerCount(), clockStill).toBe(1);
    vi.advanceTimersByTime(150);
    await expect.element(currentDot(screen, 2), clockStill).toHaveAttribute('aria-current', 'true');
  });

  it('stands still where animations are off', async () => {
    const screen = await renderWithSite(<BannerCarousel slides={bannerSlidesFixture} autoAdvanceMs={100} />, {
      locale: 'en-US',
    });
    vi.advanceTimersByTime(400);
    await expect.element(currentDot(screen, 1), clockStill).toHaveAttribute('aria-current', 'true');
  });

  it('moves one slide per swipe', async () => {
    const screen = await renderWithSite(<BannerCarousel slides={bannerSlidesFixture} />, { locale: 'en-US' });
    const viewport = screen.getByRole('group', { name: '1 of 3' }).element().parentElement
      ?.parentElement as HTMLElement;
    viewport.dispatchEvent(new PointerEvent('pointerdown', { clientX: 300, bubbles: true }));
    viewport.dispatchEvent(new PointerEvent('pointerup', { clientX: 100, bubbles: true }));
    await expect.element(currentDot(screen, 2)).toHaveAttribute('aria-current', 'true');
    viewport.dispatchEvent(new PointerEvent('pointerdown', { clientX: 100, bubbles: true }));
    viewport.dispatchEvent(new PointerEvent('pointerup', { clientX: 300, bubbles: true }));
    await expect.element(currentDot(screen, 1)).toHaveAttribute('aria-current', 'true');
  });
});
