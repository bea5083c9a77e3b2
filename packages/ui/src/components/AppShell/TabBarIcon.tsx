import type { TabBarIconName } from '@platform/site-config';

export type { TabBarIconName };

const iconPaths = {
  home: 'M3 11l9-7 9 7v9H3z',
  activity: 'M4 8h16v12H4zM12 8v12M4 8l8-4 8 4',
  finance: 'M3 7h18v12H3zM3 11h18M16 15h2',
  customerService: 'M4 13a8 8 0 0116 0v5H4z',
  userCentre: 'M12 12a4 4 0 100-8 4 4 0 000 8zM4 21a8 8 0 0116 0',
  task: 'M9 4h6v3H9zM6 6h12v15H6zM9 12l2 2 4-4',
  sponsor: 'M12 3l3 6 6 1-4.5 4 1 6-5.5-3-5.5 3 1-6L3 10l6-1z',
} as const satisfies Record<TabBarIconName, string>;

/** The pictogram a site config names for a tab (`tabBar[].icon`), in the tab's colour; its label names it. */
export function TabBarIcon({ name }: { name: TabBarIconName }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={iconPaths[name]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}
