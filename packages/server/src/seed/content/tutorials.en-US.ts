import type { TutorialContent } from './contentTypes.ts';

/** The tutorials of an en-US site. Limits quoted here are the ones the platform's deposit channels enforce. */
export const tutorialsEnUs: TutorialContent = {
  sportRules: {
    title: 'Sports betting rules',
    html: `<p>These rules decide how every sports bet is settled. If a market's own description differs, the market description applies.</p>
<h2>Match result</h2>
<ul>
<li>Football markets are settled on the result after 90 minutes plus stoppage time. Extra time and penalty shoot-outs do not count unless the market says so (for example "To qualify").</li>
<li>Basketball and American football markets include overtime unless the market is marked "regular time".</li>
<li>Tennis: if a player retires or is disqualified, match-winner bets are void unless the match had already been decided.</li>
</ul>
<h2>Postponed and abandoned events</h2>
<ul>
<li>A match postponed and not played within 36 hours of its original start is void: the stake is returned.</li>
<li>An abandoned match is void, except for markets already decided at the time (for example "first goal scorer" after the first goal).</li>
</ul>
<h2>Odds and settlement</h2>
<ul>
<li>Odds are decimal: the return of a winning bet is stake × odds, and the stake is included.</li>
<li>A bet is accepted only at the odds shown on your bet slip when you confirm. If the odds move, the slip asks you to accept the new odds.</li>
<li>Winnings are paid into the sports venue wallet as soon as the result is confirmed. Transfer them back to your central wallet from My assets.</li>
<li>Obvious errors in odds or results are corrected; bets on them are settled at the correct price.</li>
</ul>`,
  },
  bettingIntroduction: {
    title: 'How to place a bet',
    html: `<p>Every venue has its own wallet. Before you bet, move money from your central wallet into the venue you want to play.</p>
<h2>Step by step</h2>
<ol>
<li>Sign in and deposit into your central wallet (see "How to deposit").</li>
<li>Open <strong>My account → Funds → Transfer</strong> and transfer an amount into the sports venue. Transfers are instant and free.</li>
<li>From the home page, open <strong>Sports</strong> and choose a match.</li>
<li>Tap the odds of your pick: it joins the bet slip.</li>
<li>Enter your stake. The slip shows the possible return (stake × odds).</li>
<li>Confirm. The bet appears in <strong>My account → Bet records</strong> with its status.</li>
</ol>
<h2>Common markets</h2>
<ul>
<li><strong>1X2</strong>: home win, draw or away win.</li>
<li><strong>Handicap</strong>: one side starts with a goal advantage, e.g. Home −0.5 wins only if the home side wins.</li>
<li><strong>Over/Under</strong>: total goals above or below a line, e.g. Over 2.5 wins with three goals or more.</li>
<li><strong>Parlay</strong>: several picks in one bet; the odds multiply, and every pick must win.</li>
</ul>`,
  },
  betStrategy: {
    title: 'Betting strategy and staying in control',
    html: `<p>No strategy removes the bookmaker's margin. What you can control is how much you stake and how you choose your bets.</p>
<h2>Manage your bankroll</h2>
<ul>
<li>Decide before you start how much you can afford to lose, and keep only that amount in the venue wallet.</li>
<li>Stake a fixed small share per bet, for example 1–2% of your bankroll, so a losing run does not empty it.</li>
<li>Never chase losses by raising stakes after a loss.</li>
</ul>
<h2>Choose bets with care</h2>
<ul>
<li>Odds express a probability: odds of 2.00 mean about 50%. Bet only when you believe the real chance is higher than the odds imply.</li>
<li>Single bets are easier to judge than parlays: each extra pick multiplies the odds but also the chance of losing.</li>
<li>Follow team news, injuries and fixture congestion; avoid leagues you do not know.</li>
</ul>
<h2>Keep records</h2>
<p>Review <strong>Bet records</strong> regularly: your results over months tell you more than a single weekend. If betting stops being fun, take a break and contact customer service to set limits.</p>`,
  },
  withdraw: {
    title: 'How to withdraw',
    html: `<p>You can withdraw to a bank card, an Alipay account or a USDT (virtual coin) address.</p>
<h2>Before your first withdrawal</h2>
<ol>
<li><strong>Set a withdrawal password</strong> in <strong>My account → Security settings → Withdrawal password</strong>: six digits, different from your login password. For your account's safety it is required before you add a withdrawal account or withdraw.</li>
<li><strong>Add a withdrawal account</strong> in <strong>My account → Funds → Withdrawal accounts</strong>: a bank card (bank name and card number), Alipay, or a USDT address with its network (TRC20 or ERC20).</li>
</ol>
<h2>Withdrawing</h2>
<ol>
<li>Transfer any money you want to withdraw from venue wallets back to your central wallet (<strong>My account → Funds → Transfer</strong>, or "recall all").</li>
<li>Open <strong>My account → Funds → Withdraw</strong>, choose the account and enter the amount.</li>
<li>Enter your withdrawal password and submit.</li>
</ol>
<p>Bank cards and Alipay are paid from your central wallet; a USDT address is paid from your virtual-currency wallet. The amount is held as soon as you submit, so it cannot be spent twice, and it is paid once our finance team approves the request. If a request is rejected, the held amount returns to your wallet. Follow its status in <strong>Transaction records</strong>.</p>`,
  },
  transfer: {
    title: 'How to transfer between wallets',
    html: `<p>Your money sits in a <strong>central wallet</strong>. Each venue (sports, live casino, slots, lottery, cards, esports) has its own <strong>venue wallet</strong>, and games can only use the money in their venue's wallet.</p>
<h2>Transfer in</h2>
<ol>
<li>Open <strong>My account → Funds → Transfer</strong>.</li>
<li>Choose the venue, enter the amount (or tap a quick amount) and confirm.</li>
</ol>
<h2>Transfer back</h2>
<p>Choose the direction "venue to central wallet", or use <strong>Recall all</strong> to bring back every venue's balance in one step.</p>
<h2>Good to know</h2>
<ul>
<li>Transfers are instant and free; the currency stays the same.</li>
<li>You cannot transfer more than the wallet holds.</li>
<li>A venue under maintenance cannot receive transfers until it reopens; money already in it is safe.</li>
<li>Withdrawals are paid only from the central wallet (or the virtual-currency wallet), so recall venue balances first.</li>
</ul>`,
  },
  deposit: {
    title: 'How to deposit',
    html: `<ol>
<li>Open <strong>My account → Funds → Deposit</strong>. The page lists the channels this site offers.</li>
<li>Choose a channel and enter an amount within its limits.</li>
<li>Submit: you get a deposit order with the receiving details (bank account, Alipay account or USDT address) and the exact amount.</li>
<li>Pay that exact amount from your own account within <strong>30 minutes</strong>, while the order is valid.</li>
<li>Your balance is credited once the payment is confirmed. Follow the order in <strong>Transaction records</strong>.</li>
</ol>
<h2>Channel limits</h2>
<table>
<thead><tr><th>Channel</th><th>Minimum</th><th>Maximum</th></tr></thead>
<tbody>
<tr><td>Bank transfer</td><td>100.00 CNY</td><td>50,000.00 CNY</td></tr>
<tr><td>Alipay</td><td>50.00 CNY</td><td>20,000.00 CNY</td></tr>
<tr><td>USDT TRC20</td><td>10.00 USDT</td><td>10,000.00 USDT</td></tr>
<tr><td>USDT ERC20</td><td>10.00 USDT</td><td>10,000.00 USDT</td></tr>
</tbody>
</table>
<p>Bank and Alipay deposits go to your central wallet, USDT deposits to your virtual-currency wallet. Always copy the receiving details from the order itself: they can change between orders. For USDT, send on the network the order names (see "TRC20 and ERC20").</p>`,
  },
  example: {
    title: 'A worked betting example',
    html: `<p>Say you have 1,000.00 in your central wallet and transfer 500.00 into the sports venue.</p>
<h2>A single bet</h2>
<p>You bet <strong>100.00</strong> on the home win at odds <strong>1.95</strong>.</p>
<ul>
<li>If the home side wins, you receive 100.00 × 1.95 = <strong>195.00</strong>: your stake back plus 95.00 profit.</li>
<li>If the match is drawn or lost, you lose the 100.00 stake.</li>
</ul>
<h2>A two-pick parlay</h2>
<p>You bet <strong>50.00</strong> on two picks at odds <strong>1.90</strong> and <strong>2.00</strong>. The combined odds are 1.90 × 2.00 = 3.80.</p>
<ul>
<li>Both win: you receive 50.00 × 3.80 = <strong>190.00</strong>.</li>
<li>One loses: the whole parlay loses. If one match is void, its odds count as 1.00 and the parlay is settled at 1.90 or 2.00.</li>
</ul>
<h2>Handicap</h2>
<p>Home −1.5 at odds 2.10 with a 100.00 stake: home wins 3–1 → the handicap result is 1.5–1, you win 210.00. Home wins 2–1 → 0.5–1, the bet loses.</p>
<p>After the matches, transfer your sports balance back to the central wallet to withdraw it.</p>`,
  },
  games: {
    title: 'Our games',
    html: `<p>Games are grouped by venue; each venue has its own wallet.</p>
<ul>
<li><strong>Sports</strong>: pre-match and in-play betting on football, basketball, tennis and more.</li>
<li><strong>Live casino</strong>: baccarat, roulette and dragon tiger with live dealers streamed in real time.</li>
<li><strong>Slots</strong>: video slots with free spins and bonus rounds.</li>
<li><strong>Lottery</strong>: regular draws with published results.</li>
<li><strong>Cards</strong>: table card games against other players.</li>
<li><strong>Esports</strong>: betting on major esports tournaments.</li>
</ul>
<h2>Starting a game</h2>
<ol>
<li>Sign in and transfer money into the venue of the game.</li>
<li>Tap the game on the home page; it opens full screen.</li>
<li>Use the back button in the game to return; your balance stays in the venue wallet.</li>
</ol>
<p>A venue marked "under maintenance" cannot be opened for now; try again later.</p>`,
  },
  'games/answer': {
    title: 'Games: questions and answers',
    html: `<h2>The game does not open.</h2>
<p>Check that you are signed in and that the venue is not under maintenance. Close other game windows: one game per venue can be open at a time.</p>
<h2>My balance in the game is zero.</h2>
<p>Games use the venue wallet, not the central wallet. Transfer money into that venue first.</p>
<h2>I was disconnected during a round.</h2>
<p>The round continues on the game server and is settled normally. Reopen the game or check <strong>Bet records</strong> for the result.</p>
<h2>Where do I see my game history?</h2>
<p><strong>My account → Bet records</strong>, filtered by date range (today, yesterday, last 7 or 30 days).</p>
<h2>Do games stay open if I leave the page?</h2>
<p>While a game is open the app keeps your session alive. If you leave it idle in the background, you may be asked to sign in again.</p>`,
  },
  tech: {
    title: 'Technical support',
    html: `<p>The site works in current versions of Chrome, Safari, Edge and Firefox on Android and iOS, and inside our app.</p>
<h2>Quick fixes</h2>
<ul>
<li><strong>Page does not load</strong>: check your connection, then reload. Switching between Wi-Fi and mobile data often helps.</li>
<li><strong>"A new version is available"</strong>: tap update; the page reloads with the latest version.</li>
<li><strong>Domain warning</strong>: if the site shows a notice that the domain may be hijacked, close it and reopen the site over your mobile network.</li>
<li><strong>Signed out unexpectedly</strong>: sessions end after a period of inactivity or when you change your password. Sign in again.</li>
</ul>
<p>Still stuck? See "Technical details" for what to send us, then contact customer service.</p>`,
  },
  techDetail: {
    title: 'Technical details',
    html: `<h2>Clear the site's data</h2>
<ol>
<li>In your browser settings open <strong>Site settings</strong> for this site.</li>
<li>Choose <strong>Clear data</strong> (cookies and site data), then reopen the site and sign in.</li>
</ol>
<h2>Add the site to your home screen</h2>
<p>Safari: Share → Add to Home Screen. Chrome: menu → Install app. The site then opens full screen and updates itself.</p>
<h2>When you contact us about a problem, send</h2>
<ul>
<li>your account name (never your password or codes),</li>
<li>the page and the time the problem happened,</li>
<li>your phone model, system version and browser,</li>
<li>a screenshot of the error message.</li>
</ul>`,
  },
  contact: {
    title: 'Contact us',
    html: `<p>Customer service is available 24 hours a day, 7 days a week.</p>
<ul>
<li><strong>Live chat</strong>: open <strong>Customer service</strong> from the tab bar and choose the online chat.</li>
<li><strong>WhatsApp</strong>: the customer-service page has a WhatsApp link for this site.</li>
<li><strong>Feedback</strong>: for issues that need a written answer, use <strong>My account → Feedback</strong> (see "Leaving a message").</li>
</ul>
<p>Our staff will never ask for your login password, withdrawal password or verification codes. Do not share them with anyone.</p>`,
  },
  leaveMsg: {
    title: 'Leaving a message',
    html: `<p>Use feedback for anything that needs a written answer from our team.</p>
<ol>
<li>Open <strong>My account → Feedback</strong>.</li>
<li>Choose a category and describe the issue in 5 to 1,000 characters.</li>
<li>Attach up to 3 images (screenshots, receipts), each at most 5 MB.</li>
<li>Submit. You will see "Submitted successfully".</li>
</ol>
<p>Your messages and our replies are under <strong>My feedback</strong>; open one to read the reply. Important notices are also sent to <strong>Messages</strong>.</p>`,
  },
  knowExchange: {
    title: 'About exchange',
    html: `<p>Exchange converts money between your central wallet (CNY) and your virtual-currency wallet (USDT).</p>
<ol>
<li>Open <strong>My assets</strong> and choose <strong>Exchange</strong>.</li>
<li>Choose the direction and enter the amount.</li>
<li>You get a quote with the rate and the exact amount you will receive. A quote is valid for <strong>60 seconds</strong> and can be used once.</li>
<li>Confirm before it expires; otherwise ask for a new quote.</li>
</ol>
<p>The amount you receive is rounded down to 2 decimals. The rate is set by the platform and can change between quotes; the quote you confirm is the one that applies.</p>`,
  },
  knowVirtualCurrency: {
    title: 'About virtual currency',
    html: `<p>Besides the central wallet, your account has a <strong>virtual-currency wallet in USDT</strong> (Tether), a stablecoin designed to track the US dollar.</p>
<ul>
<li><strong>Deposit</strong> USDT through the TRC20 or ERC20 channel: 10.00 to 10,000.00 USDT per order.</li>
<li><strong>Withdraw</strong> USDT to a virtual-coin address you added in <strong>Withdrawal accounts</strong>.</li>
<li><strong>Exchange</strong> between USDT and CNY from My assets (see "About exchange").</li>
</ul>
<h2>Stay safe</h2>
<ul>
<li>Blockchain transfers cannot be reversed. Check the address and the network before you send.</li>
<li>Use a wallet you control; exchanges may not credit deposits sent from other users' addresses.</li>
<li>Network fees are charged by the blockchain, not by us, and depend on the network you choose.</li>
</ul>`,
  },
  protocolDifference: {
    title: 'TRC20 and ERC20: the difference',
    html: `<p>USDT exists on several blockchains. We accept two of them. They are <strong>not interchangeable</strong>: USDT sent on the wrong network does not arrive and may be lost.</p>
<table>
<thead><tr><th>Network</th><th>TRC20</th><th>ERC20</th></tr></thead>
<tbody>
<tr><td>Blockchain</td><td>TRON</td><td>Ethereum</td></tr>
<tr><td>Address format</td><td>starts with <strong>T</strong>, 34 characters</td><td>starts with <strong>0x</strong>, 42 characters</td></tr>
<tr><td>Network fee</td><td>low (paid in TRX energy)</td><td>higher, varies with Ethereum gas prices (paid in ETH)</td></tr>
<tr><td>Confirmation</td><td>usually about a minute</td><td>usually a few minutes</td></tr>
</tbody>
</table>
<h2>Which should I use?</h2>
<p>For most deposits TRC20 is cheaper and faster. Use ERC20 when your wallet or exchange only supports Ethereum. Whatever you choose, the network of the sending wallet, the deposit channel and your withdrawal address must match. The app checks an address's format when you add it, but it cannot tell whether a valid address belongs to you.</p>`,
  },
};
