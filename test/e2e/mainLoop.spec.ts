import { errorMessage } from '@platform/contract';
import { type Locale, nestedEntryPaths, routePaths, tutorialPath, validationMessage } from '@platform/domain';
import { siteConfigs } from '@platform/site-config';
import type { Page } from '@playwright/test';
import { appLanguages, uiLanguages } from '../../app/test/everyLanguage.ts';
import { lobbyFirstGameName } from './support/demoVenue.ts';
import { expect, test } from './support/fixtures.ts';
import { memberClientOf, signInDemo } from './support/memberSession.ts';
import { demoLogin, submitSignIn } from './support/signIn.ts';

/**
 * Issue 21, the member's main loop without dead ends, on a zh-CN site and on betwin (en-US) at phone size. Each test
 * names the item it proves. The touch-target sweep is touchTargets.spec.ts.
 */
const sites = [
  ['hgty', 'zh-CN'],
  ['betwin', 'en-US'],
] as const satisfies readonly (readonly [string, Locale])[];

/** The answer of the captcha image the page is about to receive (the next `/member/captcha` reply). */
function nextCaptchaAnswer(page: Page, control: { captchaAnswer(device: string): Promise<string> }) {
  return page
    .waitForResponse((response) => response.url().includes('/member/captcha'))
    .then((response) => control.captchaAnswer(response.request().headers().device_no ?? ''));
}

for (const [site, locale] of sites) {
  const text = appLanguages[locale];
  const ui = uiLanguages[locale];

  test(`${site}: a wrong password is one message; signing in returns to the member-only page asked for; the home shows a game above the fold; the wallet tab is the wallet overview (items 2, 4, 6)`, async ({
    page,
    siteUrl,
    control,
  }) => {
    test.slow(); // two sign-in attempts, the home and the wallet page
    // Item 4: a visitor opens their messages, is offered sign-in, and the sign-in page remembers where they were.
    await page.goto(siteUrl(site, routePaths.messages));
    let captcha = nextCaptchaAnswer(page, control);
    await page.getByRole('button', { name: ui.pageStates.signIn, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === routePaths.login);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(routePaths.messages);

    // Item 6: a wrong password answers with one message; the field keeps what was typed.
    const password = page.getByRole('textbox', { name: text.entry.password, exact: true });
    await page.getByRole('textbox', { name: text.entry.accountName, exact: true }).fill(demoLogin.username);
    await password.fill('Wrong2026');
    await page.getByRole('textbox', { name: text.entry.captcha, exact: true }).fill(await captcha);
    captcha = nextCaptchaAnswer(page, control);
    await page.getByRole('button', { name: text.entry.signIn, exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(errorMessage('ACCOUNT_OR_PASSWORD_INVALID', locale));
    await expect(page.getByRole('alert')).toHaveCount(1);
    await expect(password).toHaveValue('Wrong2026');
    await expect(page.getByText(validationMessage('PASSWORD_REQUIRED', locale))).toHaveCount(0);

    await password.fill(demoLogin.password);
    await page.getByRole('textbox', { name: text.entry.captcha, exact: true }).fill(await captcha);
    await page.getByRole('button', { name: text.entry.signIn, exact: true }).click();
    await expect(page).toHaveURL(siteUrl(site, routePaths.messages));
    await expect(page.getByRole('heading', { level: 1, name: text.pageTitles.messages })).toBeVisible();

    // Item 2: the signed-in home shows a game tile within the first 844 px (an iPhone 13's window)...
    await page.goto(siteUrl(site, routePaths.home));
    const firstGame = page.getByRole('button', { name: await lobbyFirstGameName(page) }).first();
    await expect(firstGame).toBeVisible();
    const tile = await firstGame.boundingBox();
    expect(tile === null ? Number.POSITIVE_INFINITY : tile.y + tile.height).toBeLessThanOrEqual(844);

    // ...and the wallet tab opens the wallet overview, not the deposit form.
    await page
      .getByRole('navigation', { name: ui.appShell.mainNavigation })
      .getByRole('link', { name: ui.tabBar.finance })
      .click();
    await expect(page).toHaveURL(siteUrl(site, routePaths.myAssets));
    await expect(page.getByText(text.wallets.central, { exact: true }).first()).toBeVisible();
    for (const action of ['deposit', 'withdraw', 'transfer'] as const) {
      await expect(page.getByRole('button', { name: ui.quickActions.actions[action] })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: text.pageTitles.transactionRecord })).toBeVisible();
  });

  test(`${site}: a session that expires on a member-only page returns there after signing in again (item 4)`, async ({
    page,
    siteUrl,
    control,
  }) => {
    test.slow(); // two sign-ins
    await signInDemo(page, siteUrl(site, routePaths.login), locale, control);
    // A site may ask for a deposit limit before the first deposit (depositLimitQuestion.spec.ts tests that): answered
    // here, so the deposit page shows its form whichever test this member met first.
    if (siteConfigs[site].saferPlay?.askDepositLimit !== undefined) {
      await (await memberClientOf(page, site)).api.saferPlayNoDepositLimit({ body: { confirm: true } });
    }
    // The page's live stream is open before the session ends: the sign-out then closes it (the stream stops, and
    // only the member's own action below finds the session gone). A stream still to open would ask for its ticket
    // after the sign-out and send the tab to sign in by itself, racing the member's tap.
    // (This document's stream: the home's, opened before, may still answer while the deposit page loads.)
    let depositDocumentLoaded = false;
    page.once('domcontentloaded', () => {
      depositDocumentLoaded = true;
    });
    const streamOpened = page.waitForResponse(
      (response) => depositDocumentLoaded && response.url().includes('/member/events/stream'),
    );
    await page.goto(siteUrl(site, `${routePaths.deposit}?from=expiry`));
    await expect(page.getByRole('heading', { level: 1, name: text.pageTitles.deposit })).toBeVisible();
    expect((await streamOpened).status()).toBe(200);
    // The session ends on the server (a sign-out elsewhere, as an expiry would): the page still holds its token.
    const signedOut = await page.evaluate(async () => {
      const reply = await fetch('/api/f/v1/member/logout', {
        method: 'POST',
        headers: {
          t: sessionStorage.getItem('t') ?? '',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: '',
      });
      return ((await reply.json()) as { status: boolean }).status;
    });
    expect(signedOut).toBe(true);
    // The member acts on the page (a deposit): the request is refused, and sign-in is asked for, naming the page.
    const captcha = nextCaptchaAnswer(page, control);
    await page.getByRole('textbox', { name: text.deposit.amount }).fill('100');
    await page.getByRole('button', { name: text.deposit.submit }).click();
    await expect(page).toHaveURL((url) => url.pathname === routePaths.login);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(`${routePaths.deposit}?from=expiry`);
    await submitSignIn(page, demoLogin, await captcha, locale);
    await expect(page).toHaveURL(siteUrl(site, `${routePaths.deposit}?from=expiry`));
    await expect(page.getByRole('heading', { level: 1, name: text.pageTitles.deposit })).toBeVisible();
  });

  test(`${site}: back from a deep-linked tutorial stays in the app; /entry/register keeps its query (items 3, 14)`, async ({
    page,
    siteUrl,
  }) => {
    await page.goto(siteUrl(site, tutorialPath('deposit')));
    await expect(page.getByRole('heading', { level: 1, name: text.pageTitles.tutorial })).toBeVisible();
    await page.getByRole('button', { name: ui.appShell.back }).click();
    await expect(page).toHaveURL(siteUrl(site, routePaths.helpCentre));
    await expect(page.getByRole('heading', { level: 1, name: text.pageTitles.helpCentre })).toBeVisible();

    await page.goto(siteUrl(site, `${nestedEntryPaths.register}?i_code=LOOP21`));
    await expect(page).toHaveURL(siteUrl(site, `${routePaths.register}?i_code=LOOP21`));
    await expect(page.getByRole('textbox', { name: text.entry.inviteCode })).toHaveValue('LOOP21');
    await page.goto(siteUrl(site, `${nestedEntryPaths.login}?from=link`));
    await expect(page).toHaveURL(siteUrl(site, `${routePaths.login}?from=link`));
    await expect(page.getByRole('textbox', { name: text.entry.accountName, exact: true })).toBeVisible();
  });

  test(`${site}: the device captcha step is not undone by an image that arrives after the tap (item 7)`, async ({
    page,
    siteUrl,
  }) => {
    let releaseImage = () => {};
    const imageHeld = new Promise<void>((resolve) => {
      releaseImage = resolve;
    });
    await page.route('**/member/captcha', async (route) => {
      await imageHeld;
      await route.continue();
    });
    await page.goto(siteUrl(site, routePaths.login));
    await page.getByRole('button', { name: ui.captchaInput.alternativeStart }).click();
    releaseImage();
    await expect(page.getByRole('button', { name: ui.captchaInput.refreshImage })).not.toHaveAttribute(
      'aria-busy',
    );
    await expect(
      page.getByRole('status').filter({ hasText: ui.captchaInput.alternativeSolved }),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: text.entry.captcha, exact: true })).not.toHaveValue('');
  });

  test(`${site}: the chat frame's host unreachable shows a translated error, retry and the other contact ways (item 8)`, async ({
    page,
    siteUrl,
  }) => {
    await page.route(
      (url) => url.hostname.startsWith('chat.'),
      (route) => route.abort('connectionrefused'),
    );
    await page.goto(siteUrl(site, routePaths.iframeCustomerService));
    await expect(page.getByRole('alert')).toContainText(text.help.chatUnreachable);
    await expect(page.getByRole('button', { name: text.help.chatRetry })).toBeVisible();
    await expect(page.getByRole('heading', { name: text.help.otherContactWays })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(text.help.whatsApp) })).toBeVisible();
    await expect(page.getByTitle(text.help.chatFrameTitle)).toHaveCount(0);
  });

  test(`${site}: the offline notice is on screen, and "ready to work offline" never intercepts a tap (items 5, 15)`, async ({
    page,
    context,
    siteUrl,
  }) => {
    test.slow(); // the service worker precaches the shell before it says "ready to work offline"
    await page.goto(siteUrl(site, routePaths.login));
    // The note lasts a few seconds: what it covers is read in the page while it shows, the moment it appears.
    const whileShown = await page.waitForFunction(
      ({ note, signIn }) => {
        const toast = [...document.querySelectorAll('[role="status"]')].find((element) =>
          element.textContent?.includes(note),
        );
        if (toast === undefined) return null;
        // The form's submit, the page's primary action (the tab above it has the same word).
        const button = [...document.querySelectorAll('button[type="submit"]')].find(
          (element) => element.textContent?.trim() === signIn,
        );
        if (button === undefined) return null;
        const box = button.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        const noteBox = (toast.firstElementChild ?? toast).getBoundingClientRect();
        const underNote = document.elementFromPoint(
          noteBox.x + noteBox.width / 2,
          noteBox.y + noteBox.height / 2,
        );
        return {
          signInButtonTakesTheTap: hit !== null && button.contains(hit),
          noteTakesNoTap: underNote === null || !toast.contains(underNote),
          overlapsSignIn: noteBox.bottom > box.top && noteBox.top < box.bottom,
        };
      },
      { note: ui.updatePrompt.offlineReady, signIn: text.entry.signIn },
      { timeout: 90_000, polling: 50 },
    );
    expect(await whileShown.jsonValue()).toEqual({
      signInButtonTakesTheTap: true,
      noteTakesNoTap: true,
      overlapsSignIn: false,
    });
    // The tap reaches the form (it asks for the empty fields), and the note leaves on its own.
    await page.getByRole('button', { name: text.entry.signIn, exact: true }).click();
    await expect(page.getByText(validationMessage('ACCOUNT_NAME_REQUIRED', locale))).toBeVisible();
    await expect(page.getByText(ui.updatePrompt.offlineReady)).toHaveCount(0);

    // Item 15: offline, the notice is within the window, not after the page below the tab bar.
    await page.goto(siteUrl(site, routePaths.home));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.setOffline(true);
    const notice = page.getByRole('alert').filter({ hasText: ui.offlineBanner.offline });
    await expect(notice).toBeVisible();
    await expect(notice).toBeInViewport({ ratio: 1 });
    await context.setOffline(false);
    await expect(notice).toHaveCount(0);
  });
}

// blty lays its lobby out differently (its categories are a sidebar beside the grid): the same promise holds there.
test('blty: the signed-in home shows a game tile within the first 844 px, beside the category sidebar (item 2)', async ({
  page,
  siteUrl,
  control,
}) => {
  await signInDemo(page, siteUrl('blty', routePaths.login), 'zh-CN', control);
  await page.goto(siteUrl('blty', routePaths.home));
  const firstGame = page.getByRole('button', { name: await lobbyFirstGameName(page) }).first();
  await expect(firstGame).toBeVisible();
  const tile = await firstGame.boundingBox();
  expect(tile === null ? Number.POSITIVE_INFINITY : tile.y + tile.height).toBeLessThanOrEqual(844);
  const tabs = await page
    .getByRole('tablist', { name: uiLanguages['zh-CN'].gameCategoryTabs.label })
    .boundingBox();
  expect(tile !== null && tabs !== null && tile.x >= tabs.x + tabs.width).toBe(true);
});
