/** HTML, script and styles of the demo provider page; no inline script or style, so the strict CSP holds. */
import type { Locale } from '@platform/domain';
import type { DemoVenueStrings } from '../i18n/serverStrings.ts';
import { DICE_ODDS_TEXT, diceStakeLimits } from './diceRules.ts';
import type { VenueFigures } from './venueFigures.ts';

export interface DemoVenueView {
  gameName: string;
  /** The venue's name as the app shows it on the wallet page (never its wallet code). */
  venueName: string;
  balanceMinor: number;
  lastHeartbeatAt: Date;
}

/** The page's language: its words (the server's catalog), the `lang` it declares and how it writes figures. */
export type DemoVenueLanguage = { locale: Locale; text: DemoVenueStrings; figures: VenueFigures };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** Stakes offered on the page, in minor units of the site currency. */
const stakeChoicesMinor = [100, 1_000, 10_000] as const;
const stakesOffered = stakeChoicesMinor.filter(
  (stake) => stake >= diceStakeLimits.minimumMinor && stake <= diceStakeLimits.maximumMinor,
);
const stakeOptions = (figures: VenueFigures) =>
  stakesOffered
    .map((stake) => `<option value="${stake}">${escapeHtml(figures.money(stake))}</option>`)
    .join('');

/**
 * What the page's script says after a round, for a `data-` attribute (the strict CSP allows no inline script): the
 * outcome sentences carry `{roll}` and `{payout}` where the script puts the round's figures.
 */
function scriptTexts(text: DemoVenueStrings): string {
  return JSON.stringify({
    rolling: text.rolling,
    rolledWin: text.rolledWin('{roll}', '{payout}'),
    rolledNoWin: text.rolledNoWin('{roll}'),
    refusals: text.refusals,
    roundFailed: text.roundFailed,
    retrying: text.retrying,
    connectionLost: text.connectionLost,
  });
}

export function renderDemoVenuePage(
  view: DemoVenueView | null,
  { locale, text, figures }: DemoVenueLanguage,
): string {
  const back = `<a class="back" href="/app/venueBack" target="_top">${escapeHtml(text.backToPlatform)}</a>`;
  const body = view
    ? `<p class="label">${escapeHtml(text.notARealGame)}</p>
  <h1>${escapeHtml(view.gameName)}</h1>
  <dl>
    <dt>${escapeHtml(text.venueWallet(view.venueName))}</dt>
    <dd id="venue-balance" data-testid="venue-balance">${escapeHtml(figures.money(view.balanceMinor))}</dd>
    <dt>${escapeHtml(text.lastHeartbeat)}</dt>
    <dd><time id="last-heartbeat" datetime="${view.lastHeartbeatAt.toISOString()}">${escapeHtml(figures.time(view.lastHeartbeatAt))}</time></dd>
  </dl>
  <section aria-labelledby="dice-title">
    <h2 id="dice-title">${escapeHtml(text.diceTitle)}</h2>
    <p>${escapeHtml(text.diceRules(DICE_ODDS_TEXT))}</p>
    <form id="round" class="round" data-texts="${escapeHtml(scriptTexts(text))}">
      <label for="stake">${escapeHtml(text.stake)}</label>
      <select id="stake" name="stake">${stakeOptions(figures)}</select>
      <div class="picks">
        <button type="submit" name="pick" value="high">${escapeHtml(text.high)}</button>
        <button type="submit" name="pick" value="low">${escapeHtml(text.low)}</button>
      </div>
    </form>
    <p id="round-result" class="result" role="status" aria-live="polite"></p>
  </section>
  ${back}`
    : `<p class="label">${escapeHtml(text.provider)}</p>
  <h1>${escapeHtml(text.linkExpired)}</h1>
  ${back}`;
  return `<!doctype html>
<html lang="${escapeHtml(locale)}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="referrer" content="no-referrer">
  <title>${escapeHtml(text.provider)}</title>
  <link rel="icon" href="data:,">
  <link rel="stylesheet" href="/demo-venue/venue.css">
  <script src="/demo-venue/venue.js" defer></script>
</head>
<body>
<main>
  ${body}
</main>
</body>
</html>`;
}

/**
 * Sends the heartbeat every 30 s with the ticket from the page URL, and plays dice rounds. Each round gets its
 * own id (crypto.randomUUID), reused if the request has to be sent again, so a retry never stakes twice.
 */
export const demoVenueScript = `(() => {
  const ticket = new URLSearchParams(location.search).get('ticket');
  const shown = document.getElementById('last-heartbeat');
  if (!ticket || !shown) return;
  const post = (path, body) => fetch(path, { method: 'POST', headers: { 'content-type': 'text/plain' }, body });
  const beat = async () => {
    try {
      const reply = await (await post('/demo-venue/heartbeat', ticket)).json();
      if (reply.status) { shown.textContent = reply.data.lastHeartbeatText; shown.dateTime = reply.data.lastHeartbeatAt; }
    } catch {}
  };
  setInterval(beat, 30000);

  const form = document.getElementById('round');
  const result = document.getElementById('round-result');
  const balance = document.getElementById('venue-balance');
  // The page's words, in the site's language, written by the server (demoVenuePage.ts, scriptTexts).
  const texts = JSON.parse(form.dataset.texts);
  const play = async (pick, stakeMinor, roundId) => {
    const body = JSON.stringify({ ticket, roundId, stakeMinor, pick });
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await (await post('/demo-venue/round', body)).json();
      } catch (error) {
        if (attempt === 3) throw error;
        result.textContent = texts.retrying;
      }
    }
  };
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const buttons = form.querySelectorAll('button');
    buttons.forEach((button) => { button.disabled = true; });
    result.textContent = texts.rolling;
    try {
      const reply = await play(event.submitter.value, Number(form.elements.stake.value), crypto.randomUUID());
      if (reply.status) {
        const round = reply.data;
        const outcome = round.won ? texts.rolledWin : texts.rolledNoWin;
        result.textContent = outcome.replace('{roll}', String(round.roll)).replace('{payout}', round.payoutText);
        balance.textContent = round.balanceText;
      } else {
        result.textContent = texts.refusals[reply.data] || texts.roundFailed;
      }
    } catch {
      result.textContent = texts.connectionLost;
    } finally {
      buttons.forEach((button) => { button.disabled = false; });
    }
  });
})();
`;

export const demoVenueStyles = `body { margin: 0; font: 16px/1.5 system-ui, sans-serif; background: #10213a; color: #f5f7fa; }
main { padding: 24px; max-width: 480px; margin: 0 auto; }
.label { display: inline-block; padding: 4px 8px; border-radius: 4px; background: #f5b400; color: #10213a; font-weight: 700; }
dt { color: #b8c4d6; }
dd { margin: 0 0 12px; font-size: 1.5rem; font-weight: 700; }
.back { display: inline-block; min-height: 44px; line-height: 44px; padding: 0 16px; border-radius: 8px; background: #f5f7fa; color: #10213a; text-decoration: none; }
.round { display: grid; gap: 12px; margin: 12px 0; }
.round select { min-height: 44px; font-size: 1rem; }
.picks { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
.picks button { min-height: 44px; border: 0; border-radius: 8px; background: #f5b400; color: #10213a; font-size: 1rem; font-weight: 700; }
.picks button:disabled { opacity: 0.6; }
.result { min-height: 1.5em; font-weight: 700; }
`;
