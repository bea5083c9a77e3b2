import { describe, expect, test } from 'vitest';
import { commands, page } from 'vitest/browser';
import { AnnouncedTabBarEditor } from '../../../test-support/AnnouncedTabBarEditor.tsx';
import { renderWithDraft } from '../../../test-support/renderWithDraft.tsx';
import { ComposerColumns } from './ComposerColumns.tsx';
import { PhonePreview } from './PhonePreview.tsx';
import { ThemeEditor } from './ThemeEditor.tsx';

describe('the composer columns', () => {
  test('tab bar and theme editors beside the phone preview pass axe, with a contrast warning and a problem shown', async () => {
    await renderWithDraft(
      <ComposerColumns
        editors={
          <>
            <AnnouncedTabBarEditor />
            <ThemeEditor />
          </>
        }
        preview={<PhonePreview />}
      />,
      {
        problems: [
          { path: '$.tabBar[0].path', expected: 'each tab path only once', found: 'a second "/app/home"' },
        ],
      },
    );
    await page.getByRole('textbox', { name: 'Secondary text', exact: true }).fill('#aaaaaa');
    await expect
      .element(page.getByText(/Secondary text on Page background: .*needs 4\.5:1/).first())
      .toBeVisible();
    await expect.element(page.getByText(/\$\.tabBar\[0\]\.path: expected/)).toBeVisible();
    // Editors left, the phone right at this desktop width.
    const editors = page.getByRole('heading', { name: 'Tab bar' }).element().getBoundingClientRect();
    const phone = page.getByRole('heading', { name: 'Phone preview' }).element().getBoundingClientRect();
    expect(phone.left).toBeGreaterThan(editors.right);
    expect(await commands.axeViolations()).toEqual([]);
  });
});
