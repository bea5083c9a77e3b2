/**
 * The text of a message's HTML body, for the one-line preview in the inbox. DOMParser builds an inert document:
 * nothing in it runs or loads (no scripts, handlers or image requests), and only its text is kept.
 */
export function plainTextExcerpt(html: string): string {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}
