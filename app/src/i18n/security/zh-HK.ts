import type { SecurityStrings } from '../securityStrings.ts';

export default {
  intro: '查看帳戶在哪些裝置登入，將陌生裝置登出，並開啟兩步驗證',
  signInHistory: '登入記錄',
  devices: '已登入裝置',
  twoStep: '兩步驗證',
  on: '已開啟',
  off: '未開啟',
  deviceName: (browser, operatingSystem) =>
    browser && operatingSystem
      ? `${operatingSystem} 上的 ${browser}`
      : (browser ?? operatingSystem ?? '未知裝置'),
  localNetwork: '本地網絡',
  address: (masked) => (masked === '' ? '未知地點' : `地址 ${masked}`),
  outcomes: {
    succeeded: '登入成功',
    passwordWrong: '密碼錯誤',
    twoStepRequired: '需要驗證碼',
    twoStepWrong: '驗證碼錯誤',
  },
  noSignIns: '暫無登入記錄',
  thisDevice: '本機',
  lastActive: (time) => `最近活動 ${time}`,
  signOutDevice: '將此裝置登出',
  signOutOthers: '登出所有其他裝置',
  signedOutOthers: (count) => `已將 ${count} 部其他裝置登出`,
  noOtherDevices: '沒有其他已登入的裝置',
  twoStepIntro:
    '輸入密碼後，還需輸入身份驗證器應用程式（Google Authenticator、Microsoft Authenticator 等）中的 6 位驗證碼',
  twoStepWhen: '在新裝置登入時需要驗證碼',
  twoStepWithdrawalAbove: '提款超過以下金額時亦需要：',
  turnOn: '開啟兩步驗證',
  turnOff: '關閉兩步驗證',
  enrolSteps:
    '用身份驗證器應用程式掃描二維碼（或使用設定連結、密鑰）加入此帳戶，然後輸入應用程式顯示的驗證碼',
  secretKey: '設定密鑰',
  qrCode: '用身份驗證器應用程式掃描的二維碼',
  setupLink: '設定連結',
  code: '兩步驗證碼',
  codeHint: '應用程式中的 6 位數字，或一個恢復碼',
  confirm: '確認',
  recoveryCodesTitle: '恢復碼',
  recoveryCodesIntro: '請妥善保存這些恢復碼。手機遺失時，每個恢復碼可登入一次；它們只顯示這一次',
  recoveryCodesLeft: (count) => `剩餘 ${count} 個恢復碼`,
  done: '完成',
  turnOffIntro: '輸入應用程式中的驗證碼或一個恢復碼以關閉兩步驗證',
} satisfies SecurityStrings;
