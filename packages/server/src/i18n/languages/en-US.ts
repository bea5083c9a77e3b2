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
} satisfies ServerStrings;
