import type { ActivityContent } from './contentTypes.ts';

/** 简体中文站点的活动。 */
export const activitiesZhCn: readonly [ActivityContent, ActivityContent, ActivityContent] = [
  {
    title: '首存礼金 100%',
    summary: '首次存款即享 100% 礼金，最高 1,000.00',
    rulesHtml: `<h2>活动规则</h2>
<ol>
<li>首笔审核通过的存款可获 100% 礼金，最高 1,000.00。</li>
<li>礼金在存款审核通过后 24 小时内发放到中心钱包。</li>
<li>存款与礼金须在体育或真人场馆完成 10 倍流水后方可提取礼金。</li>
<li>每位会员、每个家庭、每台设备及每个付款账户限领一次。</li>
<li>对违规套利的账户，平台有权不予发放。</li>
</ol>`,
  },
  {
    title: '每日签到送彩金',
    summary: '每天登录领取 1.00 彩金',
    rulesHtml: `<h2>活动规则</h2>
<ol>
<li>每天登录后在<strong>任务中心</strong>领取<strong>每日登录</strong>任务的彩金 1.00。</li>
<li>每日任务在零点（站点时间）重置，每天都可再次领取：连续 7 天共可获 7.00。</li>
<li>每次领取只会发放到中心钱包一次，任务的活跃度同时计入当天的活跃奖励。</li>
<li>本活动长期有效。</li>
</ol>`,
  },
  {
    title: '邀请好友赢奖励',
    summary: '每邀请一位好友注册并存款即得奖励',
    rulesHtml: `<h2>活动规则</h2>
<ol>
<li>在<strong>邀请好友</strong>中分享您的邀请链接或邀请码。</li>
<li>好友通过邀请注册并首存 100.00 或以上，您可获 38.00 奖励。</li>
<li>奖励在好友存款审核通过后 24 小时内发放。</li>
<li>邀请本人的其他账户不计入。</li>
</ol>`,
  },
];
