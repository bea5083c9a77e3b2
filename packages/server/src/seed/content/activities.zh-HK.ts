import type { ActivityContent } from './contentTypes.ts';

/** 繁體中文（香港）站點的活動。 */
export const activitiesZhHk: readonly [ActivityContent, ActivityContent, ActivityContent] = [
  {
    title: '首存獎賞 100%',
    summary: '首次存款即享 100% 獎賞，最高 1,000.00',
    rulesHtml: `<h2>活動規則</h2>
<ol>
<li>首筆審核通過的存款可獲 100% 獎賞，最高 1,000.00。</li>
<li>獎賞於存款審核通過後 24 小時內存入中心錢包。</li>
<li>存款及獎賞須於體育或真人場館完成 10 倍流水後方可提取獎賞。</li>
<li>每位會員、每個家庭、每部裝置及每個付款賬戶限領一次。</li>
<li>對違規套利的賬戶，平台有權不予發放。</li>
</ol>`,
  },
  {
    title: '每日簽到送彩金',
    summary: '每日登入領取 1.00 彩金',
    rulesHtml: `<h2>活動規則</h2>
<ol>
<li>每日登入後在<strong>任務中心</strong>領取<strong>每日登入</strong>任務的彩金 1.00。</li>
<li>每日任務於零時（站點時間）重設，每日均可再次領取：連續 7 日合共可獲 7.00。</li>
<li>每次領取只會存入中心錢包一次，任務的活躍度同時計入當日的活躍獎勵。</li>
<li>本活動長期有效。</li>
</ol>`,
  },
  {
    title: '邀請朋友贏獎賞',
    summary: '每邀請一位朋友註冊並存款即得獎賞',
    rulesHtml: `<h2>活動規則</h2>
<ol>
<li>在<strong>邀請朋友</strong>分享您的邀請連結或邀請碼。</li>
<li>朋友透過邀請註冊並首存 100.00 或以上，您可獲 38.00 獎賞。</li>
<li>獎賞於朋友存款審核通過後 24 小時內發放。</li>
<li>邀請本人的其他賬戶不計算在內。</li>
</ol>`,
  },
];
