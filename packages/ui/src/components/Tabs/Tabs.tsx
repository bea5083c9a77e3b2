import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { Badge } from '../Badge/Badge.tsx';
import * as styles from './Tabs.css.ts';

export const tabsAppearances = ['line', 'pill'] as const;
export type TabsAppearance = (typeof tabsAppearances)[number];

export type TabItem<Value extends string> = {
  value: Value;
  label: string;
  count?: number;
  disabled?: boolean;
};

export type TabsProps<Value extends string> = {
  /** Names the tab list for screen readers ("记录类型"). */
  label: string;
  items: readonly TabItem<Value>[];
  value: Value;
  onValueChange: (value: Value) => void;
  appearance?: TabsAppearance;
  /** The selected tab's panel. Omit when the tabs only filter content rendered elsewhere. */
  children?: ReactNode;
};

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between tabs and select,
 * Tab leaves the list (only the selected tab is in the tab order).
 */
export function Tabs<Value extends string>({
  label,
  items,
  value,
  onValueChange,
  appearance = 'line',
  children,
}: TabsProps<Value>) {
  const baseId = useId();
  const tabRefs = useRef(new Map<Value, HTMLButtonElement>());
  const tabId = (itemValue: Value) => `${baseId}-tab-${itemValue}`;
  const panelId = `${baseId}-panel`;
  const enabled = items.filter((item) => !item.disabled);

  const select = (next: Value) => {
    onValueChange(next);
    tabRefs.current.get(next)?.focus();
    tabRefs.current.get(next)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = enabled.findIndex((item) => item.value === value);
    const target = (() => {
      switch (event.key) {
        case 'ArrowRight':
          return enabled[(index + 1) % enabled.length];
        case 'ArrowLeft':
          return enabled[(index - 1 + enabled.length) % enabled.length];
        case 'Home':
          return enabled[0];
        case 'End':
          return enabled[enabled.length - 1];
        default:
          return undefined;
      }
    })();
    if (target !== undefined) {
      event.preventDefault();
      select(target.value);
    }
  };

  return (
    <div className={styles.root}>
      <div role="tablist" aria-label={label} className={styles.tabList({ appearance })} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const selected = item.value === value;
          return (
            // Raw <button>: a tab (role and selection state come from the tab list), not an action Button.
            <button
              key={item.value}
              ref={(element) => {
                if (element === null) {
                  tabRefs.current.delete(item.value);
                } else {
                  tabRefs.current.set(item.value, element);
                }
              }}
              type="button"
              role="tab"
              id={tabId(item.value)}
              aria-selected={selected}
              aria-controls={children === undefined ? undefined : panelId}
              tabIndex={selected ? 0 : -1}
              disabled={item.disabled}
              className={styles.tab({ appearance })}
              onClick={() => onValueChange(item.value)}
            >
              {item.label}
              {item.count === undefined ? null : <Badge count={item.count} tone="negative" />}
            </button>
          );
        })}
      </div>
      {children === undefined ? null : (
        <div role="tabpanel" id={panelId} aria-labelledby={tabId(value)} className={styles.panel}>
          {children}
        </div>
      )}
    </div>
  );
}
