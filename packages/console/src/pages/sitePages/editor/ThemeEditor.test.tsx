import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithDraft } from '../../../test-support/renderWithDraft.tsx';
import { ThemeEditor } from './ThemeEditor.tsx';

describe('ThemeEditor', () => {
  test('a body text colour under WCAG AA is named with its ratio beside both colours, and fixing it removes it', async () => {
    const draft = await renderWithDraft(<ThemeEditor />);
    const bodyText = page.getByRole('textbox', { name: 'Body text', exact: true });
    await expect.element(bodyText).toHaveValue('#141a26');
    await expect.element(page.getByText(/needs 4\.5:1/)).not.toBeInTheDocument();

    await bodyText.fill('#8a8a8a');
    // #8a8a8a on the page background #f3f5f9 and on the card background #ffffff (hgty's).
    const onPage = 'Body text on Page background: 3.1:1, needs 4.5:1';
    const onCards = 'Body text on Card background: 3.4:1, needs 4.5:1';
    await expect.element(page.getByText(onPage).first()).toBeVisible();
    expect(page.getByText(onPage).elements()).toHaveLength(2);
    expect(page.getByText(onCards).elements()).toHaveLength(2);
    expect(draft.config().theme.colors.text).toBe('#8a8a8a');
    // The picker follows the text it can read.
    await expect
      .element(page.getByRole('textbox', { name: 'Body text colour picker' }))
      .toHaveValue('#8a8a8a');

    await bodyText.fill('#333333');
    await expect.element(page.getByText(/needs 4\.5:1/)).not.toBeInTheDocument();
  });

  test('a colour the schema does not take says what it expects; a translucent one keeps its alpha when picked', async () => {
    const draft = await renderWithDraft(<ThemeEditor />);
    await page.getByRole('textbox', { name: 'Links', exact: true }).fill('blue-ish');
    await expect
      .element(page.getByText('e.g. #1a73e8, #1a73e8cc, rgb(26, 115, 232) or rgba(0, 0, 0, 0.5)'))
      .toBeVisible();

    await page.getByRole('textbox', { name: 'Dialog scrim colour picker' }).fill('#102030');
    expect(draft.config().theme.colors.overlay).toBe('rgba(16, 32, 48, 0.55)');
  });

  test('radii, typography and spacing as text with their expectation; the server problems beside their fields', async () => {
    const draft = await renderWithDraft(<ThemeEditor />, {
      problems: [
        { path: '$.theme.spacing.large', expected: 'a length in px such as "12px"', found: '"1rem"' },
      ],
    });
    await expect
      .element(page.getByText('$.theme.spacing.large: expected a length in px such as "12px", found "1rem"'))
      .toBeVisible();
    const lineHeight = page.getByRole('textbox', { name: 'Line height' });
    await lineHeight.fill('1.5em');
    await expect.element(lineHeight).toHaveAccessibleDescription(/a number without unit, e\.g\. 1\.5/);
    await expect.element(lineHeight).toHaveAttribute('aria-invalid', 'true');
    await lineHeight.fill('1.6');
    await expect.element(lineHeight).not.toHaveAttribute('aria-invalid', 'true');
    expect(draft.config().theme.typography.lineHeight).toBe('1.6');
  });
});
