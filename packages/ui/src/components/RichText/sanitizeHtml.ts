import type { DOMPurify } from 'dompurify';

export type HtmlSanitizer = (html: string) => string;

/**
 * Messages, announcements and articles are text with headings, emphasis, links, lists, tables and pictures: that
 * and nothing else is kept. An allow-list (not a deny-list on top of DOMPurify's defaults) so that an element the
 * list forgot — a form control that fakes a "re-enter your password" box, an SVG, a <style> — is removed rather
 * than rendered inside the app's trusted frame.
 */
const allowedTags = [
  // text
  'p',
  'br',
  'hr',
  'span',
  'div',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'mark',
  'blockquote',
  'pre',
  'code',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  // links and images
  'a',
  'img',
  'figure',
  'figcaption',
  // lists
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  // tables (the help articles' rate and limit tables)
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
];

/**
 * No `style` (overlays that restyle the page), no `class`/`id` (borrowing the app's own look, DOM clobbering), no
 * `on*` handlers, no `target`/`rel` from the author (set below). `href`/`src` are further limited to http(s).
 */
const allowedAttributes = ['href', 'src', 'alt', 'title', 'width', 'height', 'colspan', 'rowspan', 'scope'];

/** Removed elements whose text would still pretend to be a control or leak code as text. */
const elementsDroppedWithTheirContent = ['form', 'button', 'select', 'option', 'textarea', 'datalist'];

const attributesHoldingAddresses = ['href', 'src'];

/**
 * Relative addresses (the site's own pages and `/site-assets/…`) and http(s) ones only: no `javascript:`, `data:`,
 * `blob:`, `mailto:`… Resolved like the browser would (against the page), so a scheme hidden behind whitespace or
 * control characters is seen.
 */
function isWebAddress(value: string, base: string): boolean {
  try {
    const { protocol } = new URL(value, base);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

function configure(purifier: DOMPurify, base: string): HtmlSanitizer {
  purifier.addHook('afterSanitizeAttributes', (node) => {
    for (const name of attributesHoldingAddresses) {
      const value = node.getAttribute(name);
      if (value !== null && !isWebAddress(value, base)) node.removeAttribute(name);
    }
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      // Server-authored links open outside the app without handing it window.opener or the page address.
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return (html) =>
    purifier.sanitize(html, {
      ALLOWED_TAGS: allowedTags,
      ALLOWED_ATTR: allowedAttributes,
      ADD_FORBID_CONTENTS: elementsDroppedWithTheirContent,
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
    });
}

let sanitizerPromise: Promise<HtmlSanitizer> | null = null;
let loadedSanitizer: HtmlSanitizer | null = null;

/**
 * DOMPurify is loaded on first use, so pages without rich text never download it. One private
 * instance carries our hooks, leaving the shared default instance untouched.
 */
export function loadHtmlSanitizer(): Promise<HtmlSanitizer> {
  sanitizerPromise ??= import('dompurify').then((module) => {
    loadedSanitizer = configure(module.default(window), window.location.href);
    return loadedSanitizer;
  });
  return sanitizerPromise;
}

/**
 * The sanitiser if it has already loaded, so rich text opened after the first (or after a route
 * preloads it) renders its body in the first frame instead of flashing "loading".
 */
export function loadedHtmlSanitizer(): HtmlSanitizer | null {
  return loadedSanitizer;
}
