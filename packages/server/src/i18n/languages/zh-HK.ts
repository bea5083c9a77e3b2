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
      saferPlay: '理性遊戲',
      securityCentre: '安全中心',
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
  securityNotices: {
    loginPassword: {
      title: '登入密碼已修改',
      content: '<p>您帳戶的登入密碼剛剛被修改，其他裝置已登出。如非本人操作，請立即聯絡客服。</p>',
    },
    withdrawPassword: {
      title: '提款密碼已修改',
      content: '<p>您帳戶的提款密碼剛剛被設定或修改。如非本人操作，請立即聯絡客服。</p>',
    },
    withdrawalAccountAdded: {
      title: '已新增提款賬戶',
      content: '<p>您的帳戶剛剛新增了提款賬戶。如非本人操作，請在卡片管理中刪除並立即聯絡客服。</p>',
    },
    newDevice: {
      title: '新裝置登入',
      content:
        '<p>您的帳戶剛剛在一部從未使用過的裝置上登入。如非本人操作，請在安全中心將該裝置登出並修改密碼。</p>',
    },
  },
  payoutAccountUsableFrom: (usableFrom: string) =>
    `<p>為保障資金安全，該賬戶可於 ${usableFrom} 起用於提款。</p>`,
  demoVenue: {
    provider: '示範遊戲商',
    notARealGame: '示範遊戲商 · 非真實遊戲',
    venueWallet: (venueName) => `場館錢包（${venueName}）`,
    lastHeartbeat: '最近連線',
    diceTitle: '骰子猜大小',
    diceRules: (odds) =>
      `每局由伺服器公平擲一顆骰子。押大：4、5、6 點獲勝；押小：1、2、3 點獲勝。贏則按投注額的 ${odds} 倍派彩（含本金），輸則不派彩。`,
    stake: '投注額',
    high: '大（4-6）',
    low: '小（1-3）',
    rolling: '擲骰中…',
    rolledWin: (roll, payout) => `擲出 ${roll} 點：贏得 ${payout}。`,
    rolledNoWin: (roll) => `擲出 ${roll} 點：未中獎。`,
    refusals: {
      insufficient_balance: '場館錢包餘額不足，請先從中心錢包轉入。',
      stake: '請在限額內選擇投注額。',
      maintenance: '該遊戲維護中。',
      ticket: '遊戲連結已過期，請返回後重新進入遊戲。',
    },
    roundFailed: '本局未能進行。',
    retrying: '網絡異常，正在重試…',
    connectionLost: '網絡已斷開，返回後本局會自動結算。',
    linkExpired: '遊戲連結已過期',
    backToPlatform: '返回平台',
  },
} satisfies ServerStrings;
