import type { HomeBlock } from '@platform/site-config';
import { describe, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { fakeSiteConfigServer } from '../../../../test-support/fakeSiteConfigServer.ts';
import { renderConsolePage } from '../../../../test-support/renderConsolePage.tsx';
import SitePagesPage from '../../SitePagesPage.tsx';

const autoplayMsSaved = (config: unknown) =>
  ((config as { home: HomeBlock[] } | undefined)?.home[0]?.props as { autoplayMs?: number } | undefined)
    ?.autoplayMs;

describe("a block's generated form", () => {
  test('a slide added without its Simplified Chinese text shows that problem beside the field and in the draft', async () => {
    const server = fakeSiteConfigServer('hgty');
    const screen = await renderConsolePage(<SitePagesPage />, { call: server.call });
    await screen.getByRole('button', { name: 'Edit Banner carousel' }).click();
    await screen.getByRole('button', { name: 'Add to Slides' }).click();
    const slide = screen.getByRole('group', { name: 'Slides: 3' });
    await slide.getByRole('button', { name: 'Use /site-assets/hgty/banner-2.svg' }).click();
    await expect
      .element(slide.getByRole('textbox', { name: 'Image address' }))
      .toHaveValue('/site-assets/hgty/banner-2.svg');
    await slide.getByRole('textbox', { name: 'Traditional Chinese' }).fill('週末加碼');
    await slide.getByRole('textbox', { name: 'English' }).fill('Weekend boost');
    const chinese = slide.getByRole('textbox', { name: 'Simplified Chinese' });
    await expect.element(chinese).toHaveAttribute('aria-invalid', 'true');
    await expect.element(chinese).toHaveAccessibleDescription('Expected non-empty text, found ""');
    await expect.element(slide.getByRole('textbox', { name: 'English' })).not.toHaveAttribute('aria-invalid');
    await expect
      .element(screen.getByText('$.home[0].props.slides[2].alt["zh-CN"]: expected non-empty text, found ""'))
      .toBeVisible();
    await expect.element(screen.getByRole('heading', { name: '1. Banner carousel' })).toBeVisible();
    await expect.element(screen.getByText('1 problem')).toBeVisible();
  });

  test('in the Chinese console a number outside its range is named beside its field, under a Chinese label', async () => {
    const server = fakeSiteConfigServer('hgty');
    const screen = await renderConsolePage(<SitePagesPage />, { call: server.call, locale: 'zh-CN' });
    await screen.getByRole('button', { name: '编辑轮播横幅' }).click();
    const autoplay = screen.getByRole('spinbutton', { name: '每张停留时间（毫秒）' });
    await expect.element(autoplay).toHaveAccessibleDescription('2000 至 15000');
    await autoplay.fill('99');
    await expect.element(autoplay).toHaveAttribute('aria-invalid', 'true');
    await expect
      .element(autoplay)
      .toHaveAccessibleDescription('应为 a number >= 2000，实际为 99 2000 至 15000');
    // Emptied and typed again key by key: the field keeps what is typed, the draft gets the whole number.
    await autoplay.clear();
    await userEvent.type(autoplay, '4500');
    await expect.element(autoplay).toHaveValue(4500);
    await expect.element(autoplay).not.toHaveAttribute('aria-invalid');
    await expect.poll(() => autoplayMsSaved(server.saves.at(-1)?.config)).toBe(4500);
  });
});
