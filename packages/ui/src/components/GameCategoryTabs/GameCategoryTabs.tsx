import { type KeyboardEvent, type Ref, useRef } from 'react';
import { uiCatalog, useMessages } from '../../i18n/index.ts';
import * as styles from './GameCategoryTabs.css.ts';

/** A game category as the lobby shows it; `icon_nor` / `icon_sel` from the server become the two icons. */
export type GameCategoryTab = { id: string; name: string; iconNormal: string; iconSelected: string };

export type GameCategoryTabsProps = {
  categories: readonly GameCategoryTab[];
  selectedId: string;
  onSelect: (id: string) => void;
  /** Id of the panel the tabs control (the game grid), for aria-controls. */
  panelId?: string;
  loading?: boolean;
  /** Horizontal strip above the grid, or a vertical sidebar beside it. */
  orientation?: 'horizontal' | 'vertical';
  ref?: Ref<HTMLDivElement>;
};

/** The id a tab gets when the tabs control a panel, so the panel can be labelled by its selected tab. */
export function gameCategoryTabId(panelId: string, categoryId: string): string {
  return `${panelId}-tab-${categoryId}`;
}

/** The lobby's category tabs: icon swaps between normal and selected; arrow keys, Home and End move between tabs. */
const LOADING_TABS = { horizontal: 3, vertical: 7 } as const;

export function GameCategoryTabs({
  categories,
  selectedId,
  onSelect,
  panelId,
  loading = false,
  orientation = 'horizontal',
  ref,
}: GameCategoryTabsProps) {
  const text = useMessages(uiCatalog).gameCategoryTabs;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  if (loading) {
    // Tabs' boxes (icon and one line of name) in the list's own padding. A row is as tall loading as loaded with any
    // count; a sidebar column grows with its tabs, and the count is not known before the catalogue, so it holds a
    // typical lobby's seven (sports, live, slots, lottery, cards, fishing, e-sports): what is under the lobby does
    // not move when seven or more arrive (issue 20's CLS budget on blty's visitor home).
    return (
      <div className={styles.list({ orientation })} aria-busy="true" role="status" aria-label={text.loading}>
        {[...Array(LOADING_TABS[orientation]).keys()].map((slot) => (
          <span key={slot} className={`${styles.tab} ${styles.loadingTab}`}>
            <span className={styles.icon} />
            {'\u00a0'}
          </span>
        ))}
      </div>
    );
  }
  const selectedIndex = Math.max(
    categories.findIndex((category) => category.id === selectedId),
    0,
  );
  const focusAndSelect = (index: number) => {
    const target = categories[(index + categories.length) % categories.length];
    if (target) {
      onSelect(target.id);
      tabRefs.current.get(target.id)?.focus();
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const [previousKey, nextKey] =
      orientation === 'horizontal' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowUp', 'ArrowDown'];
    const moves: Record<string, number> = {
      [nextKey]: selectedIndex + 1,
      [previousKey]: selectedIndex - 1,
      Home: 0,
      End: categories.length - 1,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focusAndSelect(target);
    }
  };
  return (
    <div
      ref={ref}
      role="tablist"
      aria-label={text.label}
      aria-orientation={orientation}
      className={styles.list({ orientation })}
      onKeyDown={onKeyDown}
    >
      {categories.map((category, index) => {
        const selected = index === selectedIndex;
        return (
          // Raw <button>: a tab (role and selection state come from the tab list), not an action Button.
          <button
            key={category.id}
            ref={(element) => {
              if (element) {
                tabRefs.current.set(category.id, element);
              } else {
                tabRefs.current.delete(category.id);
              }
            }}
            type="button"
            id={panelId ? gameCategoryTabId(panelId, category.id) : undefined}
            role="tab"
            className={styles.tab}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(category.id)}
          >
            <img
              className={styles.icon}
              src={selected ? category.iconSelected : category.iconNormal}
              alt=""
            />
            <span>{category.name}</span>
          </button>
        );
      })}
    </div>
  );
}
