import { randomUUID } from 'node:crypto';
import { type SiteConfig, siteConfigs } from '@platform/site-config';
import type { Page } from '@playwright/test';
import { appLanguages } from '../../app/test/everyLanguage.ts';
import {
  consoleContext,
  consoleOperator,
  consoleText,
  freshOperatorName,
  signInToConsole,
} from './support/consoleOperators.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * Issue 25: operators publish a site's pages and members see them on their next load. Every test here publishes hgty
 * for every member, so they run one after the other (serial) in the `publishing` project, after the member tests.
 */
test.describe.configure({ mode: 'serial' });

const text = consoleText.sitePages;
const site = 'hgty';
/** hgty's second banner (the first is firstPaint.spec's, which may run meanwhile), renamed by the publish. */
const publishedAlt = '春季赛事';
const fileAlt = siteConfigs.hgty.home.flatMap((block) =>
  block.type === 'bannerCarousel' ? [block.props.slides[1]?.alt['zh-CN']] : [],
)[0];

/** hgty's site file with its second banner's zh-CN alt text changed, as an operator would upload it. */
function changedSiteFile(): string {
  const config = structuredClone(siteConfigs.hgty) as SiteConfig;
  for (const block of config.home) {
    const slide = block.type === 'bannerCarousel' ? block.props.slides[1] : undefined;
    if (slide) slide.alt['zh-CN'] = publishedAlt;
  }
  return JSON.stringify(config, null, 2);
}

/** A console announcement with any version number where `message` puts its first one. */
const withAnyVersion = (message: string) => new RegExp(message.replace('0', '\\d+'));

/**
 * The member's next load of the home: the server's HTML, then the running app once it has hydrated. `throughWorker`:
 * the service worker the first load installed answers the navigation, and must not answer it with its old copy.
 */
async function loadHome(page: Page, url: string, throughWorker: boolean): Promise<string> {
  const response = await page.goto(url);
  expect(response?.fromServiceWorker()).toBe(throughWorker);
  const html = (await response?.text()) ?? '';
  // The recommended matches are the one block the client loads itself: the app has hydrated.
  await expect(page.getByText('曼城').first()).toBeVisible();
  return html;
}

// Issue 25: an operator publishes a change to a site's home; members see it on their next page load, no rebuild.
test("an operator publishes hgty's home and rolls it back; a member's next load shows each, in the HTML and hydrated", async ({
  page,
  browser,
  siteUrl,
  consoleErrors,
}) => {
  test.slow(); // a console session, three loads of the home and the service worker's precache
  if (fileAlt === undefined) throw new Error("hgty's home no longer has a second banner");
  const home = siteUrl(site, '/app/home');
  expect(await loadHome(page, home, false)).toContain(`alt="${fileAlt}"`);
  // The worker is installed (its precache holds the build's home) and answers the member's next navigations.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  const context = await consoleContext(browser);
  const console = await context.newPage();
  // Its own operator: a code is accepted once per step per operator, and console.spec signs the demo admin in meanwhile.
  await signInToConsole(console, await consoleOperator(freshOperatorName('e2e-composer'), 'admin'));
  await console.getByRole('link', { name: consoleText.nav.sitePages }).click();
  await expect(console.getByRole('heading', { name: text.heading, level: 1 })).toBeVisible();
  await console.getByLabel(text.importFile).setInputFiles({
    name: `${site}.json`,
    mimeType: 'application/json',
    buffer: Buffer.from(changedSiteFile()),
  });
  await expect(console.getByRole('status')).toHaveText(text.imported(0));
  await expect(console.getByText(text.draftValid)).toBeVisible();
  await console.getByRole('textbox', { name: text.versionNote }).fill('春季横幅');
  await console.getByRole('button', { name: text.publish }).click();
  await expect(console.getByRole('status')).toHaveText(withAnyVersion(text.published(0)));
  await expect(console.getByRole('row').filter({ hasText: '春季横幅' })).toContainText(text.publishedMark);

  const published = await loadHome(page, home, true);
  expect(published).toContain(`alt="${publishedAlt}"`);
  await expect(page.locator(`img[alt="${publishedAlt}"]`)).toHaveCount(1);
  await expect(page.locator(`img[alt="${fileAlt}"]`)).toHaveCount(0);

  await console.getByRole('button', { name: text.rollBackTo(1) }).click();
  await expect(console.getByRole('status')).toHaveText(withAnyVersion(text.rolledBack(0, 1)));
  const rolledBack = await loadHome(page, home, true);
  expect(rolledBack).toContain(`alt="${fileAlt}"`);
  expect(rolledBack).not.toContain(`alt="${publishedAlt}"`);
  await expect(page.locator(`img[alt="${fileAlt}"]`)).toHaveCount(1);
  await context.close();
  // The HTML rendered from the published config hydrated without a mismatch (React reports one as an error).
  expect(consoleErrors).toEqual([]);
});

/*
 * The composer's editor, end to end: an operator edits hgty's home in the console (blocks, a banner's text, the brand
 * colour), watches the phone preview, publishes, and a member's next load shows it; an invalid edit cannot be
 * published and names its field; an operator without the publish right saves a draft only; betwin never changes.
 */
const blocks = consoleText.homeBlocks;
const theme = consoleText.themeEditor;
const walletSignedOut = appLanguages['zh-CN'].homeBlocks.walletSignedOut;
const summerAlt = '夏日狂欢';
const brand = '#0b6e4f';

/**
 * The served HTML of a site's home, as a phone gets it before any script runs (asked on loopback with the site's
 * host: Node does not resolve `<site>.localhost`).
 */
async function servedHome(page: Page, url: string): Promise<string> {
  const address = new URL(url);
  const { host } = address;
  address.hostname = '127.0.0.1';
  const response = await page.request.get(address.href, { headers: { host } });
  expect(response.ok()).toBe(true);
  return response.text();
}

/** The published config a page carries for boot, as the server put it in the head. */
const deliveredConfig = (html: string) =>
  /<script type="application\/json" id="site-config">(.*?)<\/script>/s.exec(html)?.[1];

/** Whether the lobby (the category tabs) comes before the wallet summary in the served markup. */
const lobbyFirst = (html: string) => html.indexOf('role="tablist"') < html.indexOf(walletSignedOut);

/** hgty's file with a pinned game the catalogue does not have, as an operator might upload it. */
function fileWithUnknownGame(): string {
  const config = structuredClone(siteConfigs.hgty) as SiteConfig;
  for (const block of config.home)
    if (block.type === 'gameGrid') block.props.pinnedGameIds = ['no-such-game'];
  return JSON.stringify(config);
}

test("an operator composes hgty's home in the console, previews it, publishes it and rolls it back; betwin is unchanged", async ({
  page,
  browser,
  siteUrl,
}) => {
  test.slow(); // a console session with three kinds of edit, two publishes and four loads of the home
  if (fileAlt === undefined) throw new Error("hgty's home no longer has a second banner");
  const home = siteUrl(site, '/app/home');
  const betwinBefore = deliveredConfig(await servedHome(page, siteUrl('betwin', '/app/home')));
  const before = await servedHome(page, home);
  expect(lobbyFirst(before)).toBe(false);

  const context = await consoleContext(browser);
  const console = await context.newPage();
  await signInToConsole(console, await consoleOperator(freshOperatorName('e2e-compose'), 'admin'));
  await console.getByRole('link', { name: consoleText.nav.sitePages }).click();
  await expect(console.getByRole('heading', { name: blocks.heading, level: 2 })).toBeVisible();
  const preview = console.frameLocator(`iframe[title$="${consoleText.phonePreview.frameTitle('').trim()}"]`);
  await expect(preview.locator(`img[alt="${fileAlt}"]`)).toHaveCount(1);

  // An unknown game (from an uploaded file) is named at its path and blocks publishing, until it is removed.
  await console.getByLabel(text.importFile).setInputFiles({
    name: `${site}.json`,
    mimeType: 'application/json',
    buffer: Buffer.from(fileWithUnknownGame()),
  });
  await expect(console.getByText(/\$\.home\[\d\]\.props\.pinnedGameIds\[0\]：/)).toBeVisible();
  await expect(console.getByRole('button', { name: text.publish })).toBeDisabled();
  await console.getByRole('button', { name: blocks.edit(blocks.blockTypes.gameGrid) }).click();
  await console.getByRole('button', { name: consoleText.schemaForm.removeGame('no-such-game') }).click();
  await console.getByRole('button', { name: blocks.edit(blocks.blockTypes.gameGrid) }).click();

  // The lobby moves above the wallet, by keyboard: the category tabs and the grid each up two places.
  for (const type of ['gameCategoryTabs', 'gameGrid'] as const) {
    const moveUp = console.getByRole('button', { name: blocks.moveUp(blocks.blockTypes[type]) });
    await moveUp.focus();
    await console.keyboard.press('Enter');
    await console.keyboard.press('Enter');
  }
  await expect(
    console.getByRole('heading', { name: blocks.numbered(3, blocks.blockTypes.gameCategoryTabs) }),
  ).toBeVisible();
  await expect(
    console.getByRole('heading', { name: blocks.numbered(4, blocks.blockTypes.gameGrid) }),
  ).toBeVisible();

  // The second banner's Chinese text: emptied it is a missing text, named beside the field; then the new words.
  await console.getByRole('button', { name: blocks.edit(blocks.blockTypes.bannerCarousel) }).click();
  const secondSlide = console.getByRole('group', {
    name: consoleText.schemaForm.item(consoleText.schemaForm.fieldLabels.slides, 2),
  });
  const chinese = secondSlide
    .getByRole('group', { name: consoleText.schemaForm.fieldLabels.alt })
    .getByRole('textbox', { name: consoleText.schemaForm.languages['zh-CN'] });
  await chinese.fill('');
  await expect(chinese).toHaveAttribute('aria-invalid', 'true');
  await expect(console.getByRole('button', { name: text.publish })).toBeDisabled();
  await chinese.fill(summerAlt);
  await expect(preview.locator(`img[alt="${summerAlt}"]`)).toHaveCount(1);

  // Text that fails contrast is warned of at once and refused by the server, at its path; the brand colour changes.
  const textColour = console.getByRole('textbox', { name: theme.colorNames.text, exact: true });
  const fileText = await textColour.inputValue();
  await textColour.fill('#cccccc');
  await expect(console.getByText(new RegExp(`${theme.colorNames.text}与.+的对比度`)).first()).toBeVisible();
  await expect(console.getByText(/\$\.theme\.colors\.text：/).first()).toBeVisible();
  await expect(console.getByRole('button', { name: text.publish })).toBeDisabled();
  await textColour.fill(fileText);
  await console.getByRole('textbox', { name: theme.colorNames.brand, exact: true }).fill(brand);
  await expect(preview.getByRole('banner')).toHaveCSS('background-color', 'rgb(11, 110, 79)');

  await expect(console.getByText(text.draftValid)).toBeVisible();
  await console.getByRole('textbox', { name: text.versionNote }).fill('夏季首页');
  await console.getByRole('button', { name: text.publish }).click();
  await expect(console.getByRole('row').filter({ hasText: '夏季首页' })).toContainText(text.publishedMark);

  // The member's next load: the served HTML already has it all, and so has the running app.
  const published = await servedHome(page, home);
  expect(published).toContain(`alt="${summerAlt}"`);
  expect(published).toContain(brand);
  expect(lobbyFirst(published)).toBe(true);
  await page.goto(home);
  await expect(page.locator(`img[alt="${summerAlt}"]`)).toHaveCount(1);
  await expect(page.getByRole('banner')).toHaveCSS('background-color', 'rgb(11, 110, 79)');
  const lobbyTop = (await page.getByRole('tablist').first().boundingBox())?.y ?? Number.NaN;
  const walletTop = (await page.getByText(walletSignedOut).boundingBox())?.y ?? Number.NaN;
  expect(lobbyTop).toBeLessThan(walletTop);

  // One action rolls it back.
  const previous = await console
    .getByRole('row')
    .filter({ hasText: '夏季首页' })
    .locator('td')
    .first()
    .textContent();
  const previousVersion = Number.parseInt(previous ?? '', 10) - 1;
  const rollbackNote = `撤回夏季首页 ${randomUUID().slice(0, 8)}`;
  await console.getByRole('textbox', { name: text.versionNote }).fill(rollbackNote);
  await console.getByRole('button', { name: text.rollBackTo(previousVersion) }).click();
  await expect(console.getByRole('row').filter({ hasText: rollbackNote })).toContainText(text.publishedMark);
  const rolledBack = await servedHome(page, home);
  expect(rolledBack).not.toContain(`alt="${summerAlt}"`);
  expect(lobbyFirst(rolledBack)).toBe(false);

  expect(deliveredConfig(await servedHome(page, siteUrl('betwin', '/app/home')))).toBe(betwinBefore);
  await context.close();
});

test('an operator who may compose but not publish saves a draft and is offered no publish', async ({
  browser,
}) => {
  const context = await consoleContext(browser);
  const console = await context.newPage();
  const composer = await consoleOperator(freshOperatorName('e2e-composer-only'), 'siteOperator', site, 'on', [
    'editContent',
  ]);
  await signInToConsole(console, composer);
  await console.getByRole('link', { name: consoleText.nav.sitePages }).click();
  await console.getByRole('button', { name: blocks.edit(blocks.blockTypes.bannerCarousel) }).click();
  await console
    .getByRole('group', { name: consoleText.schemaForm.item(consoleText.schemaForm.fieldLabels.slides, 2) })
    .getByRole('group', { name: consoleText.schemaForm.fieldLabels.alt })
    .getByRole('textbox', { name: consoleText.schemaForm.languages['zh-CN'] })
    .fill('草稿里的横幅');
  await expect(console.getByText(text.draftValid)).toBeVisible();
  await expect(console.getByRole('button', { name: text.publish })).toHaveCount(0);
  await expect(console.getByRole('button', { name: /回滚到版本/ })).toHaveCount(0);
  await context.close();
});
