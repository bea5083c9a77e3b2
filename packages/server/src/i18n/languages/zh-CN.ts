import { type GlossaryConcept, glossaryTitles } from '@platform/domain';
import type { ServerStrings } from '../serverStrings.ts';

/** The money moves are named as everywhere else the member reads them (the glossary owns those words). */
const title = (concept: GlossaryConcept) => glossaryTitles(concept)['zh-CN'];

export default {
  userCentreMenu: {
    sections: { finance: '资金管理', records: '记录', account: '账户', help: '帮助' },
    entries: {
      deposit: title('deposit'),
      withdraw: title('withdraw'),
      transfer: title('transfer'),
      assets: '我的资产',
      cards: '提款账户',
      bets: '投注记录',
      transactions: '交易记录',
      redemptions: '兑换记录',
      tasks: '任务记录',
      messages: '消息中心',
      vip: 'VIP特权',
      taskCentre: '任务中心',
      personal: '个人资料',
      settings: '安全设置',
      agent: '代理中心',
      feedback: '意见反馈',
      helpCentre: '帮助中心',
      customer: '在线客服',
    },
  },
  taskCentre: {
    title: '任务中心',
    rules:
      '完成任务即可领取奖励；每个任务的奖励只能领取一次。完成任务累积活跃度，达到档位可额外领取活跃奖励。',
    activityReward: (points) => `活跃度 ${points} 奖励`,
  },
  vipPrivileges: { withdrawals: '每日提款次数', upgradeBonus: '晋级礼金', rebate: '返水比例' },
} satisfies ServerStrings;
