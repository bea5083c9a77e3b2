import type { DOMPurify } from 'dompurify';

export type HtmlSanitizer = (html: string) => string;

// Anything that can run code, embed another document or restyle the page is removed, on top of
// DOMPurify's defaults (which already strip <script> and on* handlers).
const forbiddenTags = [
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'style',
  'link',
  'meta',
  'base',
  'form',
];
const forbiddenAttributes = ['style', 'srcdoc', 'formaction'];

function configure(purifier: DOMPurify): HtmlSanitizer {
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      // Server-authored links open outside the app without handing it window.opener.
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return (html) =>
    purifier.sanitize(html, {
      FORBID_TAGS: forbiddenTags,
      FORBID_ATTR: forbiddenAttributes,
      ALLOW_DATA_ATTR: false,
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
    loadedSanitizer = configure(module.default(window));
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
