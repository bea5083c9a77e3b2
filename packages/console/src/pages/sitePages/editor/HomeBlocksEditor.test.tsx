import { type HomeBlock, requireSiteConfig } from '@platform/site-config';
import { describe, expect, test } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import { fakeSiteConfigServer } from '../../../test-support/fakeSiteConfigServer.ts';
import { renderConsolePage } from '../../../test-support/renderConsolePage.tsx';
import SitePagesPage from '../SitePagesPage.tsx';

const savedOrder = (server: ReturnType<typeof fakeSiteConfigServer>) =>
  (server.saves.at(-1)?.config as { home: HomeBlock[] } | undefined)?.home.map((block) => block.type);

async function openSitePages() {
  const server = fakeSiteConfigServer('hgty');
  const screen = await renderConsolePage(<SitePagesPage />, { call: server.call });
  await expect.element(screen.getByRole('heading', { name: 'Home blocks' })).toBeVisible();
  return { server, screen };
}

describe("the site pages page's home blocks", () => {
  test('lists the published home in order, each block by its name', async () => {
    const { screen } = await openSitePages();
    await expect.element(screen.getByRole('heading', { name: '1. Banner carousel' })).toBeVisible();
    await expect.element(screen.getByRole('heading', { name: '3. Wallet summary' })).toBeVisible();
    await expect.element(screen.getByRole('heading', { name: '9. Legal footer' })).toBeVisible();
  });

  test('moving a block up from the keyboard saves the new order, keeps focus on it and announces its place', async () => {
    const { server, screen } = await openSitePages();
    const moveUp = screen.getByRole('button', { name: 'Move Wallet summary up' });
    (moveUp.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('heading', { name: '2. Wallet summary' })).toBeVisible();
    await expect.element(screen.getByRole('heading', { name: '3. Notice bar' })).toBeVisible();
    await expect.element(moveUp).toHaveFocus();
    await expect
      .element(screen.getByRole('status').filter({ hasText: 'Wallet summary moved to position 2 of 9' }))
      .toBeInTheDocument();
    await expect
      .poll(() => savedOrder(server))
      .toEqual([
        'bannerCarousel',
        'walletSummary',
        'noticeBar',
        'quickActions',
        'gameCategoryTabs',
        'gameGrid',
        'recommendedMatches',
        'activityList',
        'legalFooter',
      ]);
    // At the top its move-up button is disabled: focus moves to its move-down button, still on the same block.
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('heading', { name: '1. Wallet summary' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Move Wallet summary down' })).toHaveFocus();
  });

  test('dragging a block by its handle onto another puts it there', async () => {
    const { server, screen } = await openSitePages();
    const activities = screen.getByRole('button', { name: 'Drag Activities to another place' }).element();
    const noticeBar = screen.getByRole('heading', { name: '2. Notice bar' }).element();
    // The browser's drag events, in the order a pointer drag fires them. (userEvent.dragAndDrop inside the test
    // frame fired dragstart on the drop target's handle, not the pressed one, so it cannot tell a move apart.)
    const dataTransfer = new DataTransfer();
    const fire = (target: Element, type: string) =>
      target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
    fire(activities, 'dragstart');
    fire(noticeBar, 'dragenter');
    expect(fire(noticeBar, 'dragover')).toBe(false); // cancelled: the block takes the drop
    fire(noticeBar, 'drop');
    fire(activities, 'dragend');
    await expect.element(screen.getByRole('heading', { name: '2. Activities' })).toBeVisible();
    await expect.element(screen.getByRole('heading', { name: '3. Notice bar' })).toBeVisible();
    await expect
      .poll(() => savedOrder(server)?.slice(0, 3))
      .toEqual(['bannerCarousel', 'activityList', 'noticeBar']);
  });

  test('a block removed after confirming is gone from the saved home; keeping it changes nothing', async () => {
    const { server, screen } = await openSitePages();
    await screen.getByRole('button', { name: 'Remove Notice bar' }).click();
    await screen.getByRole('button', { name: 'Keep it' }).click();
    await expect.element(screen.getByRole('button', { name: 'Keep it' })).not.toBeInTheDocument();
    expect(server.saves).toEqual([]);
    await screen.getByRole('button', { name: 'Remove Notice bar' }).click();
    await screen.getByRole('button', { name: 'Remove Notice bar' }).last().click();
    await expect.element(screen.getByRole('heading', { name: '2. Wallet summary' })).toBeVisible();
    await expect.poll(() => savedOrder(server)?.includes('noticeBar')).toBe(false);
  });

  test('the page with a block open passes axe', async () => {
    const { screen } = await openSitePages();
    await screen.getByRole('button', { name: 'Edit Banner carousel' }).click();
    await screen.getByRole('button', { name: 'Edit Quick actions' }).click();
    await screen.getByRole('button', { name: 'Remove Notice bar' }).click();
    await expect.element(screen.getByRole('group', { name: 'Slides: 1' })).toBeVisible();
    expect(await commands.axeViolations()).toEqual([]);
  });

  test('a block added starts from its defaults with its form open, and the draft names what it still needs', async () => {
    const { server, screen } = await openSitePages();
    await screen.getByRole('combobox', { name: 'New block' }).selectOptions('Recommended matches');
    await screen.getByRole('button', { name: 'Add block' }).click();
    await expect.element(screen.getByRole('heading', { name: '10. Recommended matches' })).toBeVisible();
    await expect
      .element(screen.getByRole('button', { name: 'Edit Recommended matches' }).last())
      .toHaveAttribute('aria-expanded', 'true');
    await expect
      .poll(() => (server.saves.at(-1)?.config as { home: HomeBlock[] } | undefined)?.home[9])
      .toEqual({ type: 'recommendedMatches', props: { classification: '', placement: 1 } });
    const sport = screen.getByRole('textbox', { name: 'Sport' }).last();
    await expect.element(sport).toHaveAttribute('aria-invalid', 'true');
    await expect.element(screen.getByText('1 problem')).toBeVisible();
  });

  test('shortcuts are an ordered checklist: unchecking, checking and moving change the saved order', async () => {
    const { server, screen } = await openSitePages();
    await screen.getByRole('button', { name: 'Edit Quick actions' }).click();
    const shortcuts = screen.getByRole('group', { name: 'Shortcuts' });
    const savedActions = () =>
      (
        (server.saves.at(-1)?.config as { home: HomeBlock[] } | undefined)?.home[3]?.props as {
          actions: string[];
        }
      )?.actions;
    const published = requireSiteConfig('hgty').home[3];
    if (published?.type !== 'quickActions')
      throw new Error("hgty's fourth block is no longer its quick actions");
    const before: string[] = published.props.actions;
    await shortcuts.getByRole('checkbox', { name: 'Help' }).click();
    await expect.poll(savedActions).toEqual([...before, 'help']);
    await shortcuts.getByRole('button', { name: `Move Shortcuts ${before.length + 1} up` }).click();
    await expect.poll(savedActions).toEqual([...before.slice(0, -1), 'help', before.at(-1)]);
    await shortcuts.getByRole('checkbox', { name: 'Deposit' }).click();
    await expect
      .poll(savedActions)
      .toEqual([...before.slice(0, -1), 'help', before.at(-1)].filter((kind) => kind !== 'deposit'));
  });
});
