/**
 * The sandbox of a third-party frame, typed so that a page states every permission it grants and cannot grant
 * the one pair that undoes the sandbox: a document allowed both scripts and the page's own origin can reach into
 * its parent and remove its own `sandbox` attribute. So `allow-same-origin` is never a token the caller lists;
 * a frame keeps an origin only through `origin: 'separate'`, which is checked to be another origin than the app's.
 */
export const frameSandboxTokens = [
  'allow-downloads',
  'allow-forms',
  'allow-modals',
  'allow-orientation-lock',
  'allow-pointer-lock',
  'allow-popups',
  'allow-popups-to-escape-sandbox',
  'allow-presentation',
  'allow-scripts',
  'allow-top-navigation-by-user-activation',
] as const;

export type FrameSandboxToken = (typeof frameSandboxTokens)[number];

/** What the framed document may do; an empty list is the strictest sandbox. */
export type FrameSandbox = readonly FrameSandboxToken[];

/**
 * - `opaque`: the document runs at a unique origin: no cookies or storage of its own, no access to the app's.
 * - `separate`: the document keeps its own origin (a live chat keeping its conversation in its own storage);
 *   only for a frame served from another origin than the app's, where that origin cannot reach the app either.
 */
export type FrameOrigin = 'opaque' | 'separate';

const webProtocols = new Set(['https:', 'http:']);

/**
 * The `sandbox` attribute for a frame of `src` in a page at `appOrigin`. Throws for a grant that would let the
 * frame lift its own sandbox (an untyped caller listing `allow-same-origin`, or `separate` on the app's origin,
 * a `data:`/`blob:`/`about:` document, or a relative link): a page that asks for that is a bug, not a state.
 */
export function sandboxAttribute(
  tokens: FrameSandbox,
  origin: FrameOrigin,
  src: string,
  appOrigin: string,
): string {
  const unknown = tokens.filter((token) => !(frameSandboxTokens as readonly string[]).includes(token));
  if (unknown.length > 0) {
    throw new Error(`Frame sandbox: ${unknown.join(', ')} is not a grant a frame may list.`);
  }
  if (origin === 'opaque') return tokens.join(' ');
  const url = URL.parse(src);
  if (url === null || !webProtocols.has(url.protocol) || url.origin === appOrigin) {
    throw new Error(`Frame sandbox: ${src} may not keep an origin inside a page of ${appOrigin}.`);
  }
  return [...tokens, 'allow-same-origin'].join(' ');
}
