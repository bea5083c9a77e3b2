import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../test-support/index.ts';
import { RichText } from './RichText.tsx';
import { loadHtmlSanitizer } from './sanitizeHtml.ts';

describe('RichText', () => {
  it('renders sanitised HTML once DOMPurify has loaded', async () => {
    const screen = await renderWithSite(
      <RichText html='<p>你好<a href="https://example.com/a">链接</a></p>' />,
      { locale: 'zh-CN' },
    );
    const link = screen.getByRole('link', { name: '链接' });
    await expect.element(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect.element(link).toHaveAttribute('href', 'https://example.com/a');
  });

  // The hostile corpus (form controls, handlers, scripts, unsafe addresses) is in sanitizeHtml.test.tsx.
  describe('the sanitiser instance', () => {
    it('leaves the shared DOMPurify instance without our link hook', async () => {
      await loadHtmlSanitizer();
      const { default: sharedPurifier } = await import('dompurify');
      expect(sharedPurifier.sanitize('<a href="https://example.com">x</a>')).toBe(
        '<a href="https://example.com">x</a>',
      );
    });
  });
});
