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
      saferPlay: '理性游戏',
      securityCentre: '安全中心',
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
  securityNotices: {
    loginPassword: {
      title: '登录密码已修改',
      content: '<p>您账户的登录密码刚刚被修改，其他设备已退出登录。如非本人操作，请立即联系客服。</p>',
    },
    withdrawPassword: {
      title: '提款密码已修改',
      content: '<p>您账户的提款密码刚刚被设置或修改。如非本人操作，请立即联系客服。</p>',
    },
    withdrawalAccountAdded: {
      title: '已添加提款账户',
      content: '<p>您的账户刚刚添加了新的提款账户。如非本人操作，请在卡片管理中删除并立即联系客服。</p>',
    },
    newDevice: {
      title: '新设备登录',
      content:
        '<p>您的账户刚刚在一台从未使用过的设备上登录。如非本人操作，请在安全中心让该设备退出登录并修改密码。</p>',
    },
  },
  payoutAccountUsableFrom: (usableFrom: string) =>
    `<p>为保障资金安全，该账户可于 ${usableFrom} 起用于提款。</p>`,
  demoVenue: {
    provider: '演示游戏商',
    notARealGame: '演示游戏商 · 非真实游戏',
    venueWallet: (venueName) => `场馆钱包（${venueName}）`,
    lastHeartbeat: '最近连线',
    diceTitle: '骰子猜大小',
    diceRules: (odds) =>
      `每局由服务器公平掷一颗骰子。押大：4、5、6 点获胜；押小：1、2、3 点获胜。赢则按投注额的 ${odds} 倍派彩（含本金），输则不派彩。`,
    stake: '投注额',
    high: '大（4-6）',
    low: '小（1-3）',
    rolling: '掷骰中…',
    rolledWin: (roll, payout) => `掷出 ${roll} 点：赢得 ${payout}。`,
    rolledNoWin: (roll) => `掷出 ${roll} 点：未中奖。`,
    refusals: {
      insufficient_balance: '场馆钱包余额不足，请先从中心钱包转入。',
      stake: '请在限额内选择投注额。',
      maintenance: '该游戏维护中。',
      ticket: '游戏链接已过期，请返回后重新进入游戏。',
    },
    roundFailed: '本局未能进行。',
    retrying: '网络异常，正在重试…',
    connectionLost: '网络已断开，返回后本局会自动结算。',
    linkExpired: '游戏链接已过期',
    backToPlatform: '返回平台',
  },
} satisfies ServerStrings;
