import { pseudoEnd, pseudoStart } from '@platform/domain';
import type { Page } from '@playwright/test';

/** Text the pseudo-locale legitimately leaves as it is: data and names, never a sentence. */
export type AllowedText = { text: string; reason: string };

/** What one page shows that a longer language breaks: text that escaped the catalogs, and text that does not fit. */
export type PseudoLocaleFindings = { untranslated: string[]; overflow: string[] };

type Inputs = { start: string; end: string; allowed: string[]; serverData: string; answered: string };

/**
 * Reads the rendered page (run in the browser, so it must not close over anything):
 * - untranslated: a visible text node, placeholder or accessible label with a letter left once the pseudo-localised
 *   runs (between the markers), the allowed names and everything that is not a letter (numbers, amounts, dates,
 *   punctuation) are taken out, unless the server sent it as data (`serverData`);
 * - overflow: a document that scrolls sideways, an element whose text is wider or taller than a box that clips it,
 *   an element whose text runs out of its own box, or text past the viewport's edges. Text inside a container made
 *   to scroll sideways (a tab strip, a carousel) is reached by scrolling, so it is not an overflow.
 */
function readFindings({ start, end, allowed, serverData, answered }: Inputs) {
  const untranslated = new Set<string>();
  const overflow = new Set<string>();
  const viewportWidth = document.documentElement.clientWidth;
  const pseudoRun = new RegExp(`${start}[^${end}]*${end}|${start}[^${end}]*$|^[^${start}]*${end}`, 'gu');
  const named = (element: Element) => {
    const label = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
    const name = `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''}`;
    return `${name} "${label}"`;
  };
  const residue = (text: string) => {
    if (serverData.includes(text.trim())) return null;
    // A link (the member's invite link) is an address, not a word; a date the browser wrote for the locale (Intl's
    // medium date, "Nov 26, 2026") is the browser's, not a catalog string.
    let rest = text
      .replace(pseudoRun, ' ')
      .replace(/https?:\/\/\S+/g, ' ')
      .replace(/\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, \d{4}\b/g, ' ');
    for (const name of allowed) rest = rest.split(name).join(' ');
    return /\p{L}/u.test(rest) ? text.trim() : null;
  };
  const shown = (element: Element) =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true });
  // A visually hidden label (a 1 px clipped box) is read, not seen: its words count, its box does not.
  const visuallyHidden = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width <= 1 || box.height <= 1;
  };
  const scrollsSideways = (element: Element) => {
    for (let ancestor: Element | null = element; ancestor; ancestor = ancestor.parentElement) {
      const { overflowX } = getComputedStyle(ancestor);
      if (overflowX === 'auto' || overflowX === 'scroll') return true;
    }
    return false;
  };

  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const textElements = new Set<Element>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = node.textContent ?? '';
    if (!parent || text.trim() === '' || parent.closest('script, style, noscript, template')) continue;
    if (!shown(parent)) continue;
    const left = residue(text);
    if (left !== null) untranslated.add(left);
    textElements.add(parent);
  }
  for (const element of document.body.querySelectorAll('[placeholder], [aria-label], img[alt]')) {
    if (!shown(element)) continue;
    for (const attribute of ['placeholder', 'aria-label', 'alt']) {
      const value = element.getAttribute(attribute);
      const left = value ? residue(value) : null;
      if (left !== null) untranslated.add(`${attribute}="${left}"`);
    }
  }

  if (document.documentElement.scrollWidth > viewportWidth) {
    overflow.add(
      `the document scrolls sideways: ${document.documentElement.scrollWidth} px > ${viewportWidth} px`,
    );
  }
  for (const element of textElements) {
    if (visuallyHidden(element) || scrollsSideways(element)) continue;
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    if (box.right > viewportWidth + 1 || box.left < -1) {
      overflow.add(
        `past the viewport (${Math.round(box.left)}..${Math.round(box.right)} px): ${named(element)}`,
      );
      continue;
    }
    if (style.display === 'inline') continue;
    const clips = (value: string) => value === 'hidden' || value === 'clip';
    if (element.scrollWidth > element.clientWidth + 1) {
      const how = clips(style.overflowX) ? 'clipped' : 'runs out of its box';
      overflow.add(`${how} (${element.scrollWidth} > ${element.clientWidth} px wide): ${named(element)}`);
    } else if (
      clips(style.overflowY) &&
      element.scrollHeight > element.clientHeight + 1 &&
      // A list's preview of a message or article (a line clamp) shows the start of a text the API sent (the
      // operator's words, or a notice the server wrote in the member's language); the whole text is one tap away.
      // The product's own labels are never clamped.
      !(
        style.webkitLineClamp !== 'none' &&
        answered.includes((element.textContent ?? '').replace(/\s+/g, ' ').trim())
      )
    ) {
      overflow.add(`clipped (${element.scrollHeight} > ${element.clientHeight} px high): ${named(element)}`);
    }
  }
  return { untranslated: [...untranslated], overflow: [...overflow] };
}

/**
 * The page's findings. `answered` is every string the API answered with while the page loaded, HTML tags taken out;
 * `serverData` is those of them that are not the server's own words: what the operator wrote and the member stored (activities, articles, venue and task names, messages, the
 * account name) is data in the operator's language (contentLocale), not the product's words. The server's own words
 * (menus, task-centre rules, privilege names) come from its catalogs, whose en-XA packages/server/src/i18n tests.
 */
export function pseudoLocaleFindings(
  page: Page,
  allowed: readonly AllowedText[],
  serverData: readonly string[],
  answered: readonly string[],
): Promise<PseudoLocaleFindings> {
  return page.evaluate(readFindings, {
    start: pseudoStart,
    end: pseudoEnd,
    allowed: allowed.map((entry) => entry.text),
    serverData: serverData.map((value) => withoutMarkup(value)).join('\n'),
    answered: answered.map(asInboxPreview).join('\n'),
  });
}

/** An HTML string's text as the browser shows it: tags out, the few entities articles use decoded, spaces folded. */
function withoutMarkup(value: string, tagsBecome = '\n'): string {
  return value
    .replace(/<[^>]*>/g, tagsBecome)
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}

/** An HTML string as a list shows its preview (the app's plainTextExcerpt): the text alone, spaces folded to one. */
function asInboxPreview(value: string): string {
  return withoutMarkup(value, '').replace(/\s+/g, ' ').trim();
}
