import type { HelpTopicContent } from './contentTypes.ts';

/** 繁體中文（香港）站點幫助中心的常見問題。 */
export const helpTopicsZhHk: readonly HelpTopicContent[] = [
  {
    slug: 'account',
    title: '賬戶與登入',
    html: `<p>帳號為 4-11 位字母及數字。忘記密碼時，請在登入頁點選「忘記密碼」，透過賬戶綁定的手機或電郵取回。</p>
<p>請在<strong>個人資料</strong>綁定手機及電郵，它們是證明賬戶屬於您的憑證。</p>`,
  },
  {
    slug: 'deposit',
    title: '存款問題',
    html: `<p>請於存款訂單的 30 分鐘有效期內，由本人名下賬戶支付訂單上的準確金額。款項確認後餘額即到賬；付款一小時後仍未到賬，請透過意見反饋提交訂單號碼及付款憑證。</p>`,
  },
  {
    slug: 'withdraw',
    title: '提款問題',
    html: `<p>請先設定 6 位數字提款密碼並新增提款賬戶。銀行卡及支付寶由中心錢包出款，虛擬幣由 USDT 錢包出款，提款前請先回收場館餘額。被拒絕的提款申請，凍結金額會退回錢包。</p>`,
  },
  {
    slug: 'promotions',
    title: '優惠與獎賞',
    html: `<p>每個優惠活動的規則都在<strong>活動</strong>頁面的活動詳情內。任務獎賞在<strong>任務中心</strong>領取，只會存入中心錢包一次，已領取的獎賞不能重複領取。</p>`,
  },
  {
    slug: 'security',
    title: '賬戶安全',
    html: `<p>切勿透露密碼及驗證碼，客服絕不會向您索取。登入密碼請勿與其他網站相同，提款密碼亦應與登入密碼不同。如發現異常，請立即在<strong>安全設定</strong>更改密碼並聯絡客服。</p>`,
  },
];
