import type { ActivityContent } from './contentTypes.ts';

/** The activities of an en-US site. */
export const activitiesEnUs: readonly [ActivityContent, ActivityContent, ActivityContent] = [
  {
    title: '100% first deposit bonus',
    summary: 'Double your first deposit, up to 1,000.00',
    rulesHtml: `<h2>Rules</h2>
<ol>
<li>Your first approved deposit earns a 100% bonus, up to 1,000.00.</li>
<li>The bonus is credited to your central wallet within 24 hours of the deposit's approval.</li>
<li>The deposit and bonus need a turnover of 10 times their amount in sports or live casino before the bonus can be withdrawn.</li>
<li>One bonus per member, household, device and payment account.</li>
<li>The platform may withhold the bonus from accounts that abuse the promotion.</li>
</ol>`,
  },
  {
    title: 'Daily check-in rewards',
    summary: 'Sign in every day and claim 1.00 each day',
    rulesHtml: `<h2>Rules</h2>
<ol>
<li>Sign in once a day, then claim the <strong>Daily sign-in</strong> task in <strong>Tasks</strong>: it pays 1.00.</li>
<li>Daily tasks start over at midnight (site time), so the reward can be claimed again every day: seven days in a row pay 7.00.</li>
<li>Each claim is credited once to your central wallet, and the task's activity points count toward the day's activity rewards.</li>
<li>This promotion runs until further notice.</li>
</ol>`,
  },
  {
    title: 'Invite friends, earn rewards',
    summary: 'A reward for every friend who joins and deposits',
    rulesHtml: `<h2>Rules</h2>
<ol>
<li>Share your invite link or code from <strong>Invite</strong>.</li>
<li>When a friend registers with it and makes a first deposit of 100.00 or more, you earn 38.00.</li>
<li>Rewards are credited within 24 hours of the friend's deposit approval.</li>
<li>Invites of your own accounts do not count.</li>
</ol>`,
  },
];
