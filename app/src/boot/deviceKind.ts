/** What the browser says about itself: the parts of `navigator` that tell a phone from a desktop. */
export type BrowserIdentity = {
  userAgent: string;
  maxTouchPoints: number;
  userAgentData?: { mobile: boolean };
};

// Phones and tablets name themselves in the user agent; "Mobi" is the token Mozilla recommends checking.
const mobileUserAgent = /Mobi|Android|iPhone|iPad|iPod|HarmonyOS/i;

/**
 * Whether this is a mobile browser, for the /home ↔ /app/home redirects (spec §2). User-agent client hints
 * (`navigator.userAgentData.mobile`, Chromium) answer first; the user-agent string answers elsewhere (Safari,
 * Firefox) and for emulated phones, whose hints still say desktop. iPadOS asks for desktop pages with a Macintosh
 * user agent, so a Macintosh with a touch screen counts as mobile. Pointer media queries are not used: a
 * touch laptop has a coarse pointer and is still a desktop.
 */
export function isMobileBrowser(browser: BrowserIdentity): boolean {
  if (browser.userAgentData?.mobile === true) return true;
  if (mobileUserAgent.test(browser.userAgent)) return true;
  return /Macintosh/.test(browser.userAgent) && browser.maxTouchPoints > 1;
}
