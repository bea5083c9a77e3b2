/** HTML, script and styles of the demo provider page; no inline script or style, so the strict CSP holds. */

export interface DemoVenueView {
  gameName: string;
  walletCode: string;
  balanceText: string;
  lastHeartbeatAt: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

export function renderDemoVenuePage(view: DemoVenueView | null): string {
  const body = view
    ? `<p class="label">Demo provider · not a real game</p>
  <h1>${escapeHtml(view.gameName)}</h1>
  <dl>
    <dt>Venue wallet (${escapeHtml(view.walletCode)})</dt>
    <dd data-testid="venue-balance">${escapeHtml(view.balanceText)}</dd>
    <dt>Last heartbeat</dt>
    <dd><time id="last-heartbeat" datetime="${escapeHtml(view.lastHeartbeatAt)}">${escapeHtml(view.lastHeartbeatAt)}</time></dd>
  </dl>
  <a class="back" href="/app/venueBack">Back to the platform</a>`
    : `<p class="label">Demo provider</p>
  <h1>This game link has expired</h1>
  <a class="back" href="/app/venueBack">Back to the platform</a>`;
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="referrer" content="no-referrer">
  <title>Demo provider</title>
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

/** Sends the heartbeat every 30 s with the ticket from the page URL and shows when it was last accepted. */
export const demoVenueScript = `(() => {
  const ticket = new URLSearchParams(location.search).get('ticket');
  const shown = document.getElementById('last-heartbeat');
  if (!ticket || !shown) return;
  const beat = async () => {
    try {
      const response = await fetch('/demo-venue/heartbeat', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: ticket });
      const reply = await response.json();
      if (reply.status) { shown.textContent = reply.data.lastHeartbeatAt; shown.dateTime = reply.data.lastHeartbeatAt; }
    } catch {}
  };
  setInterval(beat, 30000);
})();
`;

export const demoVenueStyles = `body { margin: 0; font: 16px/1.5 system-ui, sans-serif; background: #10213a; color: #f5f7fa; }
main { padding: 24px; max-width: 480px; margin: 0 auto; }
.label { display: inline-block; padding: 4px 8px; border-radius: 4px; background: #f5b400; color: #10213a; font-weight: 700; }
dt { color: #b8c4d6; }
dd { margin: 0 0 12px; font-size: 1.5rem; font-weight: 700; }
.back { display: inline-block; min-height: 44px; line-height: 44px; padding: 0 16px; border-radius: 8px; background: #f5f7fa; color: #10213a; text-decoration: none; }
`;
