import { type GlossaryConcept, glossaryTitles } from '@platform/domain';
import type { ServerStrings } from '../serverStrings.ts';

/** The money moves are named as everywhere else the member reads them (the glossary owns those words). */
const title = (concept: GlossaryConcept) => glossaryTitles(concept)['en-US'];

export default {
  userCentreMenu: {
    sections: { finance: 'Funds', records: 'Records', account: 'Account', help: 'Help' },
    entries: {
      deposit: title('deposit'),
      withdraw: title('withdraw'),
      transfer: title('transfer'),
      assets: 'My assets',
      cards: 'Withdrawal accounts',
      bets: 'Bet records',
      transactions: 'Transaction records',
      redemptions: 'Redemption records',
      tasks: 'Task records',
      messages: 'Messages',
      vip: 'VIP privileges',
      taskCentre: 'Tasks',
      personal: 'Personal info',
      settings: 'Security settings',
      saferPlay: 'Safer play',
      securityCentre: 'Security centre',
      agent: 'Agent',
      feedback: 'Feedback',
      helpCentre: 'Help centre',
      customer: 'Customer service',
    },
  },
  taskCentre: {
    title: 'Task centre',
    rules:
      'Complete a task to claim its reward; each reward can be claimed once. Completed tasks add activity points, and each activity tier you reach pays an extra reward.',
    activityReward: (points) => `Activity reward (${points} points)`,
  },
  vipPrivileges: { withdrawals: 'Withdrawals per day', upgradeBonus: 'Upgrade bonus', rebate: 'Rebate rate' },
  securityNotices: {
    loginPassword: {
      title: 'Your login password was changed',
      content:
        '<p>The login password of your account was just changed and your other devices were signed out. If this was not you, contact customer service at once.</p>',
    },
    withdrawPassword: {
      title: 'Your withdrawal password was changed',
      content:
        '<p>The withdrawal password of your account was just set or changed. If this was not you, contact customer service at once.</p>',
    },
    withdrawalAccountAdded: {
      title: 'A withdrawal account was added',
      content:
        '<p>A new withdrawal account was added to your account. If this was not you, remove it in your cards and contact customer service at once.</p>',
    },
    newDevice: {
      title: 'New device signed in',
      content:
        '<p>Your account was just signed in on a device it had not used before. If this was not you, sign that device out in the security centre and change your password.</p>',
    },
  },
  payoutAccountUsableFrom: (usableFrom: string) =>
    `<p>To keep your money safe, the account can be used for withdrawals from ${usableFrom}.</p>`,
  demoVenue: {
    provider: 'Demo provider',
    notARealGame: 'Demo provider · not a real game',
    venueWallet: (venueName) => `Venue wallet: ${venueName}`,
    lastHeartbeat: 'Last connected',
    diceTitle: 'High / Low dice',
    diceRules: (odds) =>
      `One fair die per round, drawn by the server. High wins on 4, 5 or 6; Low wins on 1, 2 or 3. A win pays ${odds} times the stake (stake included); a loss pays nothing.`,
    stake: 'Stake',
    high: 'High (4-6)',
    low: 'Low (1-3)',
    rolling: 'Rolling…',
    rolledWin: (roll, payout) => `Rolled ${roll}: you win ${payout}.`,
    rolledNoWin: (roll) => `Rolled ${roll}: no win.`,
    refusals: {
      insufficient_balance: 'Not enough money in this venue wallet. Transfer some from the platform first.',
      stake: 'Choose a stake between the limits.',
      maintenance: 'This game is under maintenance.',
      ticket: 'This game link has expired. Go back and launch the game again.',
    },
    roundFailed: 'The round could not be played.',
    retrying: 'Connection problem, trying again…',
    connectionLost: 'Connection lost. Your round is settled when you come back.',
    linkExpired: 'This game link has expired',
    backToPlatform: 'Back to the platform',
  },
} satisfies ServerStrings;
