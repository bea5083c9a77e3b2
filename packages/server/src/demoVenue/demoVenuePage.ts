/** HTML, script and styles of the demo provider page; no inline script or style, so the strict CSP holds. */
import { formatMoney } from '@platform/domain';
import { DICE_ODDS_TEXT, diceStakeLimits } from './diceRules.ts';

export interface DemoVenueView {
  gameName: string;
  walletCode: string;
  balanceText: string;
  lastHeartbeatAt: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const diceRulesText = `One fair die per round, drawn by the server. High wins on 4, 5 or 6; Low wins on 1, 2 or 3. A win pays ${DICE_ODDS_TEXT} times the stake (stake included); a loss pays nothing.`;

/** Stakes offered on the page, in minor units of the site currency. */
const stakeChoicesMinor = [100, 1_000, 10_000] as const;
const stakeOptions = stakeChoicesMinor
  .filter((stake) => stake >= diceStakeLimits.minimumMinor && stake <= diceStakeLimits.maximumMinor)
  .map((stake) => `<option value="${stake}">${formatMoney(stake, 'en-US')}</option>`)
  .join('');

export function renderDemoVenuePage(view: DemoVenueView | null): string {
  const body = view
    ? `<p class="label">Demo provider · not a real game</p>
  <h1>${escapeHtml(view.gameName)}</h1>
  <dl>
    <dt>Venue wallet (${escapeHtml(view.walletCode)})</dt>
    <dd id="venue-balance" data-testid="venue-balance">${escapeHtml(view.balanceText)}</dd>
    <dt>Last heartbeat</dt>
    <dd><time id="last-heartbeat" datetime="${escapeHtml(view.lastHeartbeatAt)}">${escapeHtml(view.lastHeartbeatAt)}</time></dd>
  </dl>
  <section aria-labelledby="dice-title">
    <h2 id="dice-title">High / Low dice</h2>
    <p>${diceRulesText}</p>
    <form id="round" class="round">
      <label for="stake">Stake</label>
      <select id="stake" name="stake">${stakeOptions}</select>
      <div class="picks">
        <button type="submit" name="pick" value="high">High (4-6)</button>
        <button type="submit" name="pick" value="low">Low (1-3)</button>
      </div>
    </form>
    <p id="round-result" class="result" role="status" aria-live="polite"></p>
  </section>
  <a class="back" href="/app/venueBack" target="_top">Back to the platform</a>`
    : `<p class="label">Demo provider</p>
  <h1>This game link has expired</h1>
  <a class="back" href="/app/venueBack" target="_top">Back to the platform</a>`;
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="referrer" content="no-referrer">
  <title>Demo provider</title>
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
      if (reply.status) { shown.textContent = reply.data.lastHeartbeatAt; shown.dateTime = reply.data.lastHeartbeatAt; }
    } catch {}
  };
  setInterval(beat, 30000);

  const form = document.getElementById('round');
  const result = document.getElementById('round-result');
  const balance = document.getElementById('venue-balance');
  const refusals = {
    insufficient_balance: 'Not enough money in this venue wallet. Transfer some from the platform first.',
    stake: 'Choose a stake between the limits.',
    maintenance: 'This game is under maintenance.',
    ticket: 'This game link has expired. Go back and launch the game again.',
  };
  const play = async (pick, stakeMinor, roundId) => {
    const body = JSON.stringify({ ticket, roundId, stakeMinor, pick });
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await (await post('/demo-venue/round', body)).json();
      } catch (error) {
        if (attempt === 3) throw error;
        result.textContent = 'Connection problem, trying again…';
      }
    }
  };
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const buttons = form.querySelectorAll('button');
    buttons.forEach((button) => { button.disabled = true; });
    result.textContent = 'Rolling…';
    try {
      const reply = await play(event.submitter.value, Number(form.elements.stake.value), crypto.randomUUID());
      if (reply.status) {
        const round = reply.data;
        result.textContent = 'Rolled ' + round.roll + ': ' + (round.won ? 'you win ' + round.payoutText : 'no win') + '.';
        balance.textContent = round.balanceText;
      } else {
        result.textContent = refusals[reply.data] || 'The round could not be played.';
      }
    } catch {
      result.textContent = 'Connection lost. Your round is settled when you come back.';
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
