import { describe, expect, it } from 'vitest';
import { loadHtmlSanitizer } from './sanitizeHtml.ts';

async function sanitized(html: string): Promise<HTMLDivElement> {
  const sanitize = await loadHtmlSanitizer();
  const container = document.createElement('div');
  container.innerHTML = sanitize(html);
  return container;
}

describe('sanitizeHtml', () => {
  describe('removes every element and attribute content does not need', () => {
    // [what, hostile HTML, selector that must find nothing afterwards]
    const hostileCorpus = [
      ['a password input', '<input type="password" name="password">', 'input'],
      ['a button', '<button type="submit">Confirm</button>', 'button'],
      ['a form', '<form action="https://evil.example/steal"><p>Re-enter</p></form>', 'form'],
      ['a select', '<select><option>ICBC</option></select>', 'select, option'],
      ['a textarea', '<textarea>card number</textarea>', 'textarea'],
      ['a label', '<label for="x">Password</label>', 'label'],
      ['an iframe', '<iframe src="https://evil.example"></iframe>', 'iframe'],
      ['an object', '<object data="https://evil.example/x.swf"></object>', 'object'],
      ['an embed', '<embed src="https://evil.example/x.swf">', 'embed'],
      ['a style element', '<style>body{display:none}</style>', 'style'],
      [
        'an SVG with a script',
        '<svg><script>alert(1)</script><a href="#"><text>x</text></a></svg>',
        'svg, script',
      ],
      ['an SVG image handler', '<svg onload="alert(1)"></svg>', 'svg, [onload]'],
      ['MathML', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>', 'math, mi'],
      ['a meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example">', 'meta'],
      ['a base element', '<base href="https://evil.example/">', 'base'],
      ['a link element', '<link rel="stylesheet" href="https://evil.example/x.css">', 'link'],
      ['a video', '<video src="https://evil.example/v.mp4" autoplay></video>', 'video'],
      ['a details toggle handler', '<details open ontoggle="alert(1)">x</details>', 'details, [ontoggle]'],
      ['an image error handler', '<img src="/a.png" alt="a" onerror="alert(1)">', '[onerror]'],
      ['a click handler', '<p onclick="alert(1)">x</p>', '[onclick]'],
      ['an inline style', '<p style="position:fixed;inset:0">x</p>', '[style]'],
      ['a class borrowing the app look', '<p class="button primary">x</p>', '[class]'],
      ['an id (DOM clobbering)', '<img id="location" name="location" src="/a.png" alt="">', '[id], [name]'],
      ['a data attribute', '<p data-action="pay">x</p>', '[data-action]'],
      ['a formaction', '<p formaction="https://evil.example">x</p>', '[formaction]'],
    ] as const;

    for (const [what, html, selector] of hostileCorpus) {
      it(`removes ${what}`, async () => {
        const container = await sanitized(`<p>kept</p>${html}`);
        expect(container.querySelector(selector)).toBeNull();
        expect(container.textContent).toContain('kept');
      });
    }

    it('drops the text of form controls, so no fake "Confirm" is left behind', async () => {
      const container = await sanitized(
        '<form><button>Confirm</button><select><option>ICBC</option></select></form>',
      );
      expect(container.textContent).not.toContain('Confirm');
      expect(container.textContent).not.toContain('ICBC');
    });
  });

  describe('keeps links and images only on web addresses', () => {
    const refusedAddresses = [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
      'vbscript:msgbox(1)',
      'blob:https://evil.example/1',
      'mailto:a@example.com',
    ];
    for (const address of refusedAddresses) {
      it(`drops ${JSON.stringify(address)} from links and images`, async () => {
        const container = await sanitized(`<a href="${address}">x</a><img src="${address}" alt="y">`);
        expect(container.querySelector('a')?.hasAttribute('href')).toBe(false);
        expect(container.querySelector('img')?.hasAttribute('src')).toBe(false);
      });
    }

    it('keeps http(s), relative and site-asset addresses, and opens links with noopener noreferrer', async () => {
      const container = await sanitized(
        '<a href="https://example.com/a" target="_self" rel="opener">a</a><a href="/app/promo">b</a>' +
          '<img src="/site-assets/hgty/banner.png" alt="banner"><img src="https://cdn.example.com/x.png" alt="x">',
      );
      const [external, relative] = container.querySelectorAll('a');
      expect(external?.getAttribute('href')).toBe('https://example.com/a');
      expect(external?.getAttribute('rel')).toBe('noopener noreferrer');
      expect(external?.getAttribute('target')).toBe('_blank');
      expect(relative?.getAttribute('href')).toBe('/app/promo');
      expect(relative?.getAttribute('rel')).toBe('noopener noreferrer');
      const images = [...container.querySelectorAll('img')].map((image) => image.getAttribute('src'));
      expect(images).toEqual(['/site-assets/hgty/banner.png', 'https://cdn.example.com/x.png']);
    });
  });

  it('keeps every element the seeded messages and articles use', async () => {
    // The tags of packages/server/src/seed/content/ and the seeded messages (h2, p, strong, lists, tables).
    const article =
      '<h2>存款</h2><p>请<strong>务必</strong>核对金额。</p><ol><li>一</li></ol><ul><li>二</li></ul>' +
      '<table><thead><tr><th>方式</th><th>限额</th></tr></thead><tbody><tr><td colspan="2">100</td></tr></tbody></table>' +
      '<p><em>注</em><br><a href="https://example.com">链接</a><img src="/site-assets/a.png" alt="图"></p>';
    const sanitize = await loadHtmlSanitizer();
    const container = document.createElement('div');
    container.innerHTML = article;
    const expected = container.innerHTML.replace(
      '<a href="https://example.com">',
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">',
    );
    expect(sanitize(article)).toBe(expected);
  });
});
