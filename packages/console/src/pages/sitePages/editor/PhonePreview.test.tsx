import { routePaths } from '@platform/domain';
import { type ComposerPreviewShow, composerPreviewReady, isComposerPreviewShow } from '@platform/site-config';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { messagesDelivered } from '../../../../../../test/messagesDelivered.ts';
import { renderWithDraft } from '../../../test-support/renderWithDraft.tsx';
import { PhonePreview } from './PhonePreview.tsx';
import { ThemeEditor } from './ThemeEditor.tsx';

/**
 * The preview frame's page as the console sees it: once the frame has loaded its address (same origin: whatever
 * the test server answers there), the test records what the console posts to it and speaks for it, from inside the
 * frame, so the message's source is the frame's window as the member app's page would be.
 */
async function framePage(frame: HTMLIFrameElement) {
  await expect
    .poll(
      () =>
        frame.contentWindow?.location.pathname === routePaths.composerPreview &&
        frame.contentDocument?.readyState,
    )
    .toBe('complete');
  const frameWindow = frame.contentWindow as Window & typeof globalThis;
  const received: ComposerPreviewShow[] = [];
  frameWindow.addEventListener('message', (event) => {
    if (isComposerPreviewShow(event.data)) received.push(structuredClone(event.data));
  });
  // A function of the frame's realm, so the parent sees the frame as the message's source.
  const sayReady = new frameWindow.Function(
    'message',
    'window.parent.postMessage(message, window.location.origin)',
  ) as (message: unknown) => void;
  return { received, sayReady: () => sayReady({ type: composerPreviewReady }) };
}

describe('PhonePreview', () => {
  test('posts the working copy, the language and the visitor state to its frame, on every change', async () => {
    await renderWithDraft(
      <>
        <ThemeEditor />
        <PhonePreview />
      </>,
    );
    const frameElement = page.getByTitle('Phone preview of the 皇冠体育 home');
    await expect.element(frameElement).toBeVisible();
    const frame = frameElement.element() as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe(routePaths.composerPreview);
    const { width, height } = frame.getBoundingClientRect();
    expect([Math.round(width), Math.round(height)]).toEqual([390, 844]);
    const preview = await framePage(frame);

    // A ready message from anywhere but the frame (here, the console's own window) is not answered: once it and a
    // later message have been delivered and React has painted, the frame has still received nothing.
    window.postMessage({ type: composerPreviewReady }, window.location.origin);
    await messagesDelivered();
    expect(preview.received).toHaveLength(0);

    preview.sayReady();
    await expect.poll(() => preview.received.at(-1)).toMatchObject({ locale: 'zh-CN', signedIn: false });
    expect(preview.received.at(-1)?.config.code).toBe('hgty');

    const language = page.getByRole('combobox', { name: 'Preview language' });
    expect(
      [...(language.element() as HTMLSelectElement).options].map((option) => option.textContent),
    ).toEqual(['Simplified Chinese (site default)', 'Traditional Chinese (Hong Kong)', 'English']);
    await language.selectOptions('English');
    await expect.poll(() => preview.received.at(-1)?.locale).toBe('en-US');
    await expect.element(page.getByTitle('Phone preview of the Crown Sports home')).toBeVisible();

    await page.getByRole('radio', { name: 'Signed-in member' }).click();
    await expect.poll(() => preview.received.at(-1)?.signedIn).toBe(true);
    await page.getByRole('radio', { name: 'Visitor' }).click();
    await expect.poll(() => preview.received.at(-1)?.signedIn).toBe(false);

    // Typing in an editor: each keystroke's working copy goes to the frame, before any save.
    await page.getByRole('textbox', { name: 'Brand', exact: true }).fill('#aa0000');
    await expect.poll(() => preview.received.at(-1)?.config.theme.colors.brand).toBe('#aa0000');

    // A reloaded frame says it is ready again and gets the current working copy, language and visitor state.
    const before = preview.received.length;
    preview.sayReady();
    await expect.poll(() => preview.received.length).toBe(before + 1);
    expect(preview.received.at(-1)).toMatchObject({ locale: 'en-US', signedIn: false });
    expect(preview.received.at(-1)?.config.theme.colors.brand).toBe('#aa0000');
  });
});
