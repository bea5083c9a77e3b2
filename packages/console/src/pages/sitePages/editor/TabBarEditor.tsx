import {
  type SiteConfig,
  TAB_BAR_MAX_TABS,
  TAB_BAR_MIN_TABS,
  type TabBarEntry,
  tabBarIcons,
  tabBarLabelKeys,
  tabBarPaths,
} from '@platform/site-config';
import { Button, Select, uiCatalog, useMessages } from '@platform/ui';
import { useLayoutEffect, useRef, useState } from 'react';
import { useConsoleText } from '../../../i18n/useConsoleText.ts';
import type { Announce } from '../../../pageParts/ActionAnnouncement.tsx';
import * as consoleStyles from '../../../pageParts/consoleStyles.css.ts';
import * as styles from './composerEditors.css.ts';
import { useDraftEditing } from './draftEditing.ts';
import { FieldProblems } from './FieldProblems.tsx';
import { moveItem } from './moveItem.ts';
import { mayAddTab, mayRemoveTab, newTab } from './tabBarEdits.ts';

type MoveDirection = 'up' | 'down';

/** Where focus goes after a move: the moved tab's same button, or its other one when that end is reached. */
type FocusAfterMove = { index: number; direction: MoveDirection };

/**
 * The site's tab bar, left to right, as an ordered list (issue 25): each tab's label, pictogram and route picked from
 * the schema's values, tabs added and removed within the schema's limits, moved by buttons that keep the keyboard's
 * focus on the moved tab and say where it went. The server's problems of a tab show beside it.
 */
export function TabBarEditor({ announce }: { announce: Announce }) {
  const text = useConsoleText().tabBarEditor;
  // The members' own word under each tab (the design system's), in the operator's language.
  const tabWords = useMessages(uiCatalog).tabBar;
  const { config, change } = useDraftEditing();
  const tabs = config.tabBar;
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  const [focusAfterMove, setFocusAfterMove] = useState<FocusAfterMove | null>(null);

  useLayoutEffect(() => {
    if (focusAfterMove === null) return;
    const { index, direction } = focusAfterMove;
    const other: MoveDirection = direction === 'up' ? 'down' : 'up';
    const same = moveButtons.current.get(`${index} ${direction}`);
    (same && !same.disabled ? same : moveButtons.current.get(`${index} ${other}`))?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove]);

  const changeTabs = (recipe: (tabs: SiteConfig['tabBar']) => SiteConfig['tabBar']) =>
    change((current) => ({ ...current, tabBar: recipe(current.tabBar) }));
  const changeTab = (index: number, patch: Partial<TabBarEntry>) =>
    changeTabs((current) => current.map((tab, at) => (at === index ? { ...tab, ...patch } : tab)));
  const labelOf = (tab: TabBarEntry) => tabWords[tab.labelKey];

  const move = (index: number, direction: MoveDirection) => {
    const to = direction === 'up' ? index - 1 : index + 1;
    const tab = tabs[index];
    if (tab === undefined || to < 0 || to >= tabs.length) return;
    changeTabs((current) => moveItem(current, index, to));
    setFocusAfterMove({ index: to, direction });
    announce(text.moved(labelOf(tab), to + 1, tabs.length));
  };
  const remove = (index: number) => {
    const tab = tabs[index];
    if (tab === undefined || !mayRemoveTab(tabs)) return;
    changeTabs((current) => current.filter((_, at) => at !== index));
    announce(text.removed(labelOf(tab), tabs.length - 1));
  };
  const add = () => {
    if (!mayAddTab(tabs)) return;
    const tab = newTab(tabs);
    changeTabs((current) => [...current, tab]);
    announce(text.added(labelOf(tab), tabs.length + 1));
  };

  /** A select of one field of a tab, offering only the values the schema allows. */
  const tabChoice = <Field extends keyof TabBarEntry>(
    index: number,
    tab: TabBarEntry,
    field: Field,
    label: string,
    values: readonly TabBarEntry[Field][],
    nameOf: (value: TabBarEntry[Field]) => string,
  ) => (
    <Select
      label={label}
      value={tab[field]}
      onValueChange={(picked) => {
        const chosen = values.find((value) => value === picked);
        if (chosen) changeTab(index, { [field]: chosen });
      }}
      options={values.map((value) => ({ value, label: nameOf(value) }))}
    />
  );

  const moveButton = (index: number, direction: MoveDirection) => (
    <Button
      tone="secondary"
      ref={(button) => {
        const key = `${index} ${direction}`;
        if (button) moveButtons.current.set(key, button);
        else moveButtons.current.delete(key);
      }}
      aria-label={direction === 'up' ? text.moveUp(index + 1) : text.moveDown(index + 1)}
      disabled={direction === 'up' ? index === 0 : index === tabs.length - 1}
      onClick={() => move(index, direction)}
    >
      <span aria-hidden="true">{direction === 'up' ? '←' : '→'}</span>
    </Button>
  );

  return (
    <section className={consoleStyles.panel} aria-labelledby="tab-bar-heading">
      <h2 id="tab-bar-heading" className={consoleStyles.subheading}>
        {text.heading}
      </h2>
      <p className={consoleStyles.muted}>{text.limits(TAB_BAR_MIN_TABS, TAB_BAR_MAX_TABS)}</p>
      <ol className={styles.entryList}>
        {tabs.map((tab, index) => (
          // Tabs have no identity but their place: the list is keyed by position, as the problems' paths are.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index} className={styles.entry}>
            <h3 className={styles.entryHeading}>{text.tab(index + 1)}</h3>
            <div className={styles.entryFields}>
              {tabChoice(index, tab, 'labelKey', text.label, tabBarLabelKeys, (key) => tabWords[key])}
              {tabChoice(index, tab, 'icon', text.icon, tabBarIcons, (name) => tabWords[name])}
              {tabChoice(index, tab, 'path', text.path, tabBarPaths, (path) => path)}
            </div>
            <div className={styles.entryActions}>
              {moveButton(index, 'up')}
              {moveButton(index, 'down')}
              <Button tone="ghost" disabled={!mayRemoveTab(tabs)} onClick={() => remove(index)}>
                {text.remove(index + 1)}
              </Button>
            </div>
            <FieldProblems path={`$.tabBar[${index}]`} />
          </li>
        ))}
      </ol>
      <FieldProblems path="$.tabBar" exact />
      <div>
        <Button tone="secondary" disabled={!mayAddTab(tabs)} onClick={add}>
          {text.add}
        </Button>
      </div>
    </section>
  );
}
