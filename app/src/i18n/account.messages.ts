import type { ComponentMessages } from '@platform/ui';

/** Personal info, its bindings and the security settings (pages/account). */
type AccountText = {
  accountName: string;
  realName: string;
  email: string;
  phone: string;
  notSet: string;
  notBound: string;
  realNameHint: string;
  save: string;
  verificationCode: string;
  bind: string;
  currentlyBound: (masked: string) => string;
  replacesBinding: string;
  loginPassword: string;
  verification: string;
  withdrawPassword: string;
  signOut: string;
  passwordSet: string;
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
  passwordMismatch: string;
  changePassword: string;
  otherDevicesSignedOut: string;
  signInAgain: string;
  backToSettings: string;
  verificationIntro: string;
  bound: string;
  bindPhone: string;
  bindEmail: string;
  changeBinding: string;
  withdrawPasswordSetIntro: string;
  withdrawPasswordChangeIntro: string;
  withdrawPasswordUnused: string;
  currentWithdrawPassword: string;
  newWithdrawPassword: string;
  confirmWithdrawPassword: string;
  setWithdrawPassword: string;
  changeWithdrawPassword: string;
  withdrawPasswordDone: string;
  continueWhereLeft: string;
};

export const accountMessages = {
  'zh-CN': {
    accountName: '账号',
    realName: '真实姓名',
    email: '邮箱',
    phone: '手机号',
    notSet: '未设置',
    notBound: '未绑定',
    realNameHint: '请填写与提款银行卡一致的姓名',
    save: '保存',
    verificationCode: '验证码',
    bind: '立即绑定',
    currentlyBound: (masked) => `当前绑定：${masked}`,
    replacesBinding: '绑定新的号码或邮箱后，原绑定将被替换',
    loginPassword: '登录密码',
    verification: '安全验证',
    withdrawPassword: '取款密码',
    signOut: '退出登录',
    passwordSet: '已设置',
    currentPassword: '原密码',
    newPassword: '新密码',
    confirmPassword: '确认新密码',
    passwordMismatch: '两次输入的密码不一致',
    changePassword: '确认修改',
    otherDevicesSignedOut: '其他设备已退出登录，请在那些设备上用新密码重新登录',
    signInAgain: '重新登录',
    backToSettings: '返回安全设置',
    verificationIntro: '绑定的手机号和邮箱用于接收验证码，忘记密码时可用它们找回',
    bound: '已绑定',
    bindPhone: '绑定手机',
    bindEmail: '绑定邮箱',
    changeBinding: '更换',
    withdrawPasswordSetIntro: '为了账户安全，请设置6位数字取款密码，提款和添加提款账户时需要输入',
    withdrawPasswordChangeIntro: '输入原取款密码，再设置新的6位数字取款密码',
    withdrawPasswordUnused: '本站点未启用取款密码',
    currentWithdrawPassword: '原取款密码',
    newWithdrawPassword: '新取款密码',
    confirmWithdrawPassword: '确认取款密码',
    setWithdrawPassword: '设置取款密码',
    changeWithdrawPassword: '修改取款密码',
    withdrawPasswordDone: '取款密码已设置，提款和添加提款账户时请输入它',
    continueWhereLeft: '继续刚才的操作',
  },
  'zh-HK': {
    accountName: '賬號',
    realName: '真實姓名',
    email: '郵箱',
    phone: '手機號碼',
    notSet: '未設定',
    notBound: '未綁定',
    realNameHint: '請填寫與提款銀行卡一致的姓名',
    save: '儲存',
    verificationCode: '驗證碼',
    bind: '立即綁定',
    currentlyBound: (masked) => `目前綁定：${masked}`,
    replacesBinding: '綁定新的號碼或郵箱後，原綁定將被取代',
    loginPassword: '登入密碼',
    verification: '安全驗證',
    withdrawPassword: '取款密碼',
    signOut: '登出',
    passwordSet: '已設定',
    currentPassword: '原密碼',
    newPassword: '新密碼',
    confirmPassword: '確認新密碼',
    passwordMismatch: '兩次輸入的密碼不一致',
    changePassword: '確認修改',
    otherDevicesSignedOut: '其他裝置已登出，請在那些裝置上用新密碼重新登入',
    signInAgain: '重新登入',
    backToSettings: '返回安全設定',
    verificationIntro: '綁定的手機號碼和郵箱用於接收驗證碼，忘記密碼時可用它們找回',
    bound: '已綁定',
    bindPhone: '綁定手機',
    bindEmail: '綁定郵箱',
    changeBinding: '更換',
    withdrawPasswordSetIntro: '為了帳戶安全，請設定6位數字取款密碼，提款和新增提款帳戶時需要輸入',
    withdrawPasswordChangeIntro: '輸入原取款密碼，再設定新的6位數字取款密碼',
    withdrawPasswordUnused: '本站點未啟用取款密碼',
    currentWithdrawPassword: '原取款密碼',
    newWithdrawPassword: '新取款密碼',
    confirmWithdrawPassword: '確認取款密碼',
    setWithdrawPassword: '設定取款密碼',
    changeWithdrawPassword: '修改取款密碼',
    withdrawPasswordDone: '取款密碼已設定，提款和新增提款帳戶時請輸入它',
    continueWhereLeft: '繼續剛才的操作',
  },
  'en-US': {
    accountName: 'Account name',
    realName: 'Real name',
    email: 'Email',
    phone: 'Phone',
    notSet: 'Not set',
    notBound: 'Not bound',
    realNameHint: 'Use the name on the bank card you withdraw to',
    save: 'Save',
    verificationCode: 'Verification code',
    bind: 'Bind',
    currentlyBound: (masked) => `Bound now: ${masked}`,
    replacesBinding: 'Binding a new one replaces the current binding',
    loginPassword: 'Login password',
    verification: 'Security check',
    withdrawPassword: 'Withdraw password',
    signOut: 'Sign out',
    passwordSet: 'Set',
    currentPassword: 'Current password',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    passwordMismatch: 'The two passwords do not match',
    changePassword: 'Change password',
    otherDevicesSignedOut: 'Your other devices were signed out; sign in there with the new password',
    signInAgain: 'Sign in again',
    backToSettings: 'Back to security settings',
    verificationIntro:
      'Your bound phone and email receive verification codes, and let you reset a forgotten password',
    bound: 'Bound',
    bindPhone: 'Bind phone',
    bindEmail: 'Bind email',
    changeBinding: 'Change',
    withdrawPasswordSetIntro:
      'For account safety, set a 6-digit withdraw password; you enter it to withdraw or add a withdrawal account',
    withdrawPasswordChangeIntro: 'Enter your current withdraw password, then choose a new 6-digit one',
    withdrawPasswordUnused: 'This site does not use a withdraw password',
    currentWithdrawPassword: 'Current withdraw password',
    newWithdrawPassword: 'New withdraw password',
    confirmWithdrawPassword: 'Confirm withdraw password',
    setWithdrawPassword: 'Set withdraw password',
    changeWithdrawPassword: 'Change withdraw password',
    withdrawPasswordDone: 'Your withdraw password is set; enter it to withdraw or add a withdrawal account',
    continueWhereLeft: 'Continue where you left off',
  },
} satisfies ComponentMessages<AccountText>;
