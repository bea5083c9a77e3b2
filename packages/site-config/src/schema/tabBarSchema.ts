import { type RoutePath, routePaths } from '@platform/domain';
import { Type } from 'typebox';

/** Catalog keys of the tab labels the app translates; a site picks from these, it never writes member text here. */
export const tabBarLabelKeys = [
  'home',
  'activity',
  'finance',
  'customerService',
  'userCentre',
  'task',
  'sponsor',
] as const;
export type TabBarLabelKey = (typeof tabBarLabelKeys)[number];

/**
 * The design system draws one pictogram per label, under the same name; a site may still pair a label with another
 * label's pictogram, which is why `icon` is its own field.
 */
export const tabBarIcons = tabBarLabelKeys;
export type TabBarIconName = TabBarLabelKey;

/**
 * Routes a tab may open: every route of spec §2 that has no parameters. The composer's preview is no member's page
 * (it shows only what the console posts to it), so no tab opens it.
 */
export type TabBarPath = Exclude<RoutePath, `${string}:${string}` | typeof routePaths.composerPreview>;
export const tabBarPaths = Object.values(routePaths).filter(
  (path): path is TabBarPath => !path.includes(':') && path !== routePaths.composerPreview,
);

export const TAB_BAR_MIN_TABS = 2;
export const TAB_BAR_MAX_TABS = 5;

const expectedOneOf = (values: readonly string[]) => `one of ${values.join(', ')}`;

const TabSchema = Type.Object(
  {
    labelKey: Type.Enum(tabBarLabelKeys, {
      description: 'Catalog key of the tab label',
      'x-expected': expectedOneOf(tabBarLabelKeys),
    }),
    icon: Type.Enum(tabBarIcons, {
      description: 'Pictogram drawn above the label',
      'x-expected': expectedOneOf(tabBarIcons),
    }),
    path: Type.Enum(tabBarPaths, {
      description: 'Route the tab opens (a path of spec §2 without parameters)',
      'x-expected': 'a route path of spec §2 without parameters, e.g. "/app/home"',
    }),
  },
  { additionalProperties: false },
);

export const TabBarSchema = Type.Array(TabSchema, {
  minItems: TAB_BAR_MIN_TABS,
  maxItems: TAB_BAR_MAX_TABS,
  description: 'Bottom tab bar, left to right',
});

export type TabBarEntry = Type.Static<typeof TabSchema>;
