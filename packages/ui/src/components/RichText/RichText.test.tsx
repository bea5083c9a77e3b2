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

  describe('given hostile HTML', () => {
    const cases = [
      ['a script element', '<script>alert(1)</script>', 'script'],
      ['an inline event handler', '<img src="x" alt="a" onerror="alert(1)">', '[onerror]'],
      ['an iframe', '<iframe src="https://example.com"></iframe>', 'iframe'],
      ['a srcdoc frame', '<iframe srcdoc="<script>alert(1)</script>"></iframe>', 'iframe'],
      ['an SVG with a script', '<svg><script>alert(1)</script></svg>', 'script'],
      [
        'a form that posts elsewhere',
        '<form action="https://evil.example"><button>go</button></form>',
        'form',
      ],
      ['an inline style overlay', '<div style="position:fixed;inset:0">x</div>', '[style]'],
    ] as const;

    for (const [name, html, selector] of cases) {
      it(`removes ${name}`, async () => {
        const sanitize = await loadHtmlSanitizer();
        const container = document.createElement('div');
        container.innerHTML = sanitize(`<p>ok</p>${html}`);
        expect(container.querySelector(selector)).toBeNull();
        expect(container.textContent).toContain('ok');
      });
    }

    it('drops javascript: link targets', async () => {
      const sanitize = await loadHtmlSanitizer();
      const container = document.createElement('div');
      container.innerHTML = sanitize('<a href="javascript:alert(1)">x</a>');
      expect(container.querySelector('a')?.hasAttribute('href')).toBe(false);
    });

    it('leaves the shared DOMPurify instance without our link hook', async () => {
      await loadHtmlSanitizer();
      const { default: sharedPurifier } = await import('dompurify');
      expect(sharedPurifier.sanitize('<a href="https://example.com">x</a>')).toBe(
        '<a href="https://example.com">x</a>',
      );
    });
  });
});
