import {
  type Locale,
  notMemberPages,
  type RouteName,
  routePaths,
  tutorialPath,
  tutorialSlugs,
} from '@platform/domain';
import { expect, test } from './support/fixtures.ts';
import { signInDemo } from './support/memberSession.ts';

/**
 * Issue 21 item 9: every tap target on every route of spec §2 is at least 44×44 CSS px (WCAG 2.5.5, Apple's and
 * Google's minimum), signed in so member pages show their controls. One page, each route once per site. Routes that
 * only send the member on (`/`, the desktop landing, venue back) and the game launch (its controls are the venue's)
 * are left out; the route table's own test proves each of them lands.
 */
const forwardingOrForeign = new Set<string>([
  routePaths.root,
  routePaths.desktopHome,
  routePaths.venueBack,
  routePaths.gameLaunch,
]);
const everyRoute = [
  ...(Object.entries(routePaths) as [RouteName, string][])
    .filter(([name, path]) => !forwardingOrForeign.has(path) && !notMemberPages.has(name))
    .map(([, path]) => path),
  ...tutorialSlugs.map(tutorialPath),
];

const minimumSize = 44;

/** What a member can tap: links, buttons, fields and the ARIA widgets drawn as one. */
const tappable =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="option"], [tabindex]:not([tabindex="-1"])';

type SmallTarget = { path: string; target: string; width: number; height: number };

const sites = [
  ['hgty', 'zh-CN'],
  ['betwin', 'en-US'],
] as const satisfies readonly (readonly [string, Locale])[];

for (const [site, locale] of sites) {
  test(`${site}: every tap target on every route of spec §2 is at least 44×44 px`, async ({
    page,
    siteUrl,
    control,
  }) => {
    test.slow(); // some fifty routes, each loaded once
    await signInDemo(page, siteUrl(site, routePaths.login), locale, control);
    const small: SmallTarget[] = [];
    for (const path of everyRoute) {
      await page.goto(siteUrl(site, path));
      await expect(page.locator('#root')).not.toBeEmpty();
      await page.waitForLoadState('networkidle');
      const found = await page.evaluate(
        ({ selector, minimum }) =>
          [...document.querySelectorAll<HTMLElement>(selector)].flatMap((element) => {
            if (!element.checkVisibility({ visibilityProperty: true })) return [];
            const box = element.getBoundingClientRect();
            // A native control inside its label (a radio or checkbox, drawn or visually hidden): tapping anywhere on
            // the label toggles it, so the label is the target. A visually hidden control without one (a keyboard
            // and screen-reader shortcut such as "refresh list") is not a tap target.
            const label = element.closest('label');
            const hidden = box.width <= 1 || box.height <= 1;
            const target = label !== null ? label.getBoundingClientRect() : hidden ? undefined : box;
            if (target === undefined) return [];
            if (target.width >= minimum - 0.5 && target.height >= minimum - 0.5) return [];
            const name =
              element.getAttribute('aria-label') ??
              element.textContent?.trim() ??
              element.tagName.toLowerCase();
            return [
              {
                target: `${element.tagName.toLowerCase()} "${name.slice(0, 40)}"`,
                width: Math.round(target.width),
                height: Math.round(target.height),
              },
            ];
          }),
        { selector: tappable, minimum: minimumSize },
      );
      small.push(...found.map((target) => ({ path, ...target })));
    }
    expect(small).toEqual([]);
  });
}
