import { requireSiteConfig, TAB_BAR_MAX_TABS, TAB_BAR_MIN_TABS } from '@platform/site-config';
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { AnnouncedTabBarEditor } from '../../../test-support/AnnouncedTabBarEditor.tsx';
import { renderWithDraft } from '../../../test-support/renderWithDraft.tsx';

const hgty = requireSiteConfig('hgty');
const tabLabels = () =>
  page
    .getByRole('combobox', { name: 'Label' })
    .elements()
    .map((select) => (select as HTMLSelectElement).value);

describe('TabBarEditor', () => {
  test('moves a tab by keyboard: focus stays on the moved tab, the move is announced, the order changes', async () => {
    const draft = await renderWithDraft(<AnnouncedTabBarEditor />);
    const moveSecondRight = page.getByRole('button', { name: 'Move tab 2 right' });
    await expect.element(moveSecondRight).toBeVisible();
    (moveSecondRight.element() as HTMLButtonElement).focus();
    await userEvent.keyboard('{Enter}');

    await expect.element(page.getByRole('status')).toHaveTextContent('Offers moved to position 3 of 5');
    await expect.element(page.getByRole('button', { name: 'Move tab 3 right' })).toHaveFocus();
    expect(tabLabels()).toEqual(['home', 'finance', 'activity', 'customerService', 'userCentre']);
    expect(draft.config().tabBar.map((tab) => tab.path)).toEqual([
      '/app/home',
      '/finance/myAssets',
      '/activity/list',
      '/app/customer',
      '/app/center',
    ]);

    // At the right end, "right" is no longer possible: focus moves to the same tab's other button.
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('status')).toHaveTextContent('Offers moved to position 5 of 5');
    await expect.element(page.getByRole('button', { name: 'Move tab 5 right' })).toBeDisabled();
    await expect.element(page.getByRole('button', { name: 'Move tab 5 left' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('button', { name: 'Move tab 4 left' })).toHaveFocus();
    expect(tabLabels()).toEqual(['home', 'finance', 'customerService', 'activity', 'userCentre']);
  });

  test('adds tabs up to the schema maximum and removes them down to its minimum', async () => {
    const twoTabs = { ...hgty, tabBar: hgty.tabBar.slice(0, TAB_BAR_MIN_TABS) };
    const draft = await renderWithDraft(<AnnouncedTabBarEditor />, { config: twoTabs });
    const add = page.getByRole('button', { name: 'Add a tab' });
    await expect.element(page.getByRole('button', { name: 'Remove tab 1' })).toBeDisabled();

    for (let count = TAB_BAR_MIN_TABS + 1; count <= TAB_BAR_MAX_TABS; count += 1) {
      await add.click();
      await expect.element(page.getByRole('heading', { name: `Tab ${count}` })).toBeVisible();
    }
    await expect.element(add).toBeDisabled();
    const paths = draft.config().tabBar.map((tab) => tab.path);
    expect(new Set(paths).size).toBe(TAB_BAR_MAX_TABS);

    await page.getByRole('button', { name: 'Remove tab 1' }).click();
    await expect.element(page.getByRole('status')).toHaveTextContent('Home removed, 4 tabs left');
    await expect.element(add).toBeEnabled();
    expect(draft.config().tabBar).toHaveLength(TAB_BAR_MAX_TABS - 1);
  });

  test('changes a tab from the allowed values and shows the server problems beside it', async () => {
    const draft = await renderWithDraft(<AnnouncedTabBarEditor />, {
      problems: [
        { path: '$.tabBar[3].path', expected: 'each tab path only once', found: 'a second "/app/home"' },
      ],
    });
    await page.getByRole('combobox', { name: 'Opens' }).nth(1).selectOptions('/task');
    await page.getByRole('combobox', { name: 'Label' }).nth(1).selectOptions('Tasks');
    expect(draft.config().tabBar[1]).toEqual({ labelKey: 'task', icon: 'activity', path: '/task' });

    const fourth = page.getByRole('listitem').filter({ hasText: 'Tab 4' });
    await expect
      .element(
        fourth.getByText('$.tabBar[3].path: expected each tab path only once, found a second "/app/home"'),
      )
      .toBeVisible();
    await expect
      .element(
        page
          .getByRole('listitem')
          .filter({ hasText: 'Tab 3' })
          .getByText(/expected/),
      )
      .not.toBeInTheDocument();
  });
});
