import type { HelpTopicContent } from './contentTypes.ts';

/** The help centre's common questions on an en-US site. */
export const helpTopicsEnUs: readonly HelpTopicContent[] = [
  {
    slug: 'account',
    title: 'Account and sign-in',
    html: `<p>An account name has 4 to 11 letters and digits. If you forget your password, use "Forgot password" on the sign-in page and recover it with the phone or email bound to your account.</p>
<p>Bind your phone and email in <strong>Personal info</strong>: they are how you prove the account is yours.</p>`,
  },
  {
    slug: 'deposit',
    title: 'Deposit questions',
    html: `<p>Pay the exact amount of your deposit order within its 30 minutes, from an account in your own name. Your balance is credited once the payment is confirmed; if it has not arrived an hour after paying, send the order number and your payment receipt through Feedback.</p>`,
  },
  {
    slug: 'withdraw',
    title: 'Withdrawal questions',
    html: `<p>Set a six-digit withdrawal password and add a withdrawal account first. Withdrawals are paid from the central wallet (bank card, Alipay) or the USDT wallet (virtual coin), so bring venue balances back before you withdraw. A rejected withdrawal returns the held amount to your wallet.</p>`,
  },
  {
    slug: 'promotions',
    title: 'Promotions and rewards',
    html: `<p>Each promotion has its own rules on its page under <strong>Activities</strong>. Task rewards are claimed in <strong>Tasks</strong> and credited to your central wallet once; a reward you have claimed cannot be claimed again.</p>`,
  },
  {
    slug: 'security',
    title: 'Keeping your account safe',
    html: `<p>Never share your passwords or verification codes: our staff will never ask for them. Use a login password you do not use elsewhere, and a different withdrawal password. If you notice anything unusual, change your password in <strong>Security settings</strong> and contact customer service.</p>`,
  },
];
