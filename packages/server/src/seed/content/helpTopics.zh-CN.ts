import type { HelpTopicContent } from './contentTypes.ts';

/** 简体中文站点帮助中心的常见问题。 */
export const helpTopicsZhCn: readonly HelpTopicContent[] = [
  {
    slug: 'account',
    title: '账户与登录',
    html: `<p>账号为 4-11 位字母和数字。忘记密码时，请在登录页点击「忘记密码」，通过账户绑定的手机或邮箱找回。</p>
<p>请在<strong>个人资料</strong>中绑定手机和邮箱，它们是证明账户归属的凭证。</p>`,
  },
  {
    slug: 'deposit',
    title: '存款问题',
    html: `<p>请在存款订单的 30 分钟有效期内，从本人名下账户支付订单上的准确金额。款项确认后余额即到账；付款一小时后仍未到账，请通过意见反馈提交订单号和付款凭证。</p>`,
  },
  {
    slug: 'withdraw',
    title: '提款问题',
    html: `<p>请先设置 6 位数字提款密码并添加提款账户。银行卡和支付宝从中心钱包出款，虚拟币从 USDT 钱包出款，提款前请先回收场馆余额。被拒绝的提款申请，冻结金额会退回钱包。</p>`,
  },
  {
    slug: 'promotions',
    title: '优惠与奖励',
    html: `<p>每个优惠活动的规则都在<strong>活动</strong>页面中的活动详情里。任务奖励在<strong>任务中心</strong>领取，只会发放到中心钱包一次，已领取的奖励不能重复领取。</p>`,
  },
  {
    slug: 'security',
    title: '账户安全',
    html: `<p>切勿透露密码和验证码，客服绝不会向您索取。登录密码请勿与其他网站相同，提款密码也应与登录密码不同。如发现异常，请立即在<strong>安全设置</strong>中修改密码并联系客服。</p>`,
  },
];
