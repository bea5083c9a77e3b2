import { type GlossaryConcept, glossaryTitles } from '@platform/domain';
import type { ServerStrings } from '../serverStrings.ts';

/** The money moves are named as everywhere else the member reads them (the glossary owns those words). */
const title = (concept: GlossaryConcept) => glossaryTitles(concept)['zh-HK'];

export default {
  userCentreMenu: {
    sections: { finance: '資金管理', records: '記錄', account: '賬戶', help: '幫助' },
    entries: {
      deposit: title('deposit'),
      withdraw: title('withdraw'),
      transfer: title('transfer'),
      assets: '我的資產',
      cards: '提款賬戶',
      bets: '投注記錄',
      transactions: '交易記錄',
      redemptions: '兌換記錄',
      tasks: '任務記錄',
      messages: '消息中心',
      vip: 'VIP特權',
      taskCentre: '任務中心',
      personal: '個人資料',
      settings: '安全設定',
      agent: '代理中心',
      feedback: '意見反饋',
      helpCentre: '幫助中心',
      customer: '在線客服',
    },
  },
  taskCentre: {
    title: '任務中心',
    rules:
      '完成任務即可領取獎勵；每個任務的獎勵只能領取一次。完成任務累積活躍度，達到檔位可額外領取活躍獎勵。',
    activityReward: (points) => `活躍度 ${points} 獎勵`,
  },
  vipPrivileges: { withdrawals: '每日提款次數', upgradeBonus: '晉級禮金', rebate: '返水比例' },
} satisfies ServerStrings;
