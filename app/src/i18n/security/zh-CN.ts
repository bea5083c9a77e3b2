import type { SecurityStrings } from '../securityStrings.ts';

export default {
  intro: '查看账户在哪些设备登录，让陌生设备退出登录，并开启两步验证',
  signInHistory: '登录记录',
  devices: '已登录设备',
  twoStep: '两步验证',
  on: '已开启',
  off: '未开启',
  deviceName: (browser, operatingSystem) =>
    browser && operatingSystem
      ? `${operatingSystem} 上的 ${browser}`
      : (browser ?? operatingSystem ?? '未知设备'),
  localNetwork: '本地网络',
  address: (masked) => (masked === '' ? '未知地点' : `地址 ${masked}`),
  outcomes: {
    succeeded: '登录成功',
    passwordWrong: '密码错误',
    twoStepRequired: '需要验证码',
    twoStepWrong: '验证码错误',
  },
  noSignIns: '暂无登录记录',
  thisDevice: '本机',
  lastActive: (time) => `最近活动 ${time}`,
  signOutDevice: '让此设备退出登录',
  signOutOthers: '退出所有其他设备',
  signedOutOthers: (count) => `已让 ${count} 台其他设备退出登录`,
  noOtherDevices: '没有其他已登录的设备',
  twoStepIntro:
    '输入密码后，还需输入身份验证器应用（Google Authenticator、Microsoft Authenticator 等）中的 6 位验证码',
  twoStepWhen: '在新设备登录时需要验证码',
  twoStepWithdrawalAbove: '提款超过以下金额时也需要：',
  turnOn: '开启两步验证',
  turnOff: '关闭两步验证',
  enrolSteps: '用身份验证器应用扫描二维码（或使用设置链接、密钥）添加此账户，然后输入应用显示的验证码',
  secretKey: '设置密钥',
  qrCode: '用身份验证器应用扫描的二维码',
  setupLink: '设置链接',
  code: '两步验证码',
  codeHint: '应用中的 6 位数字，或一个恢复码',
  confirm: '确认',
  recoveryCodesTitle: '恢复码',
  recoveryCodesIntro: '请妥善保存这些恢复码。手机丢失时，每个恢复码可登录一次；它们只显示这一次',
  recoveryCodesLeft: (count) => `剩余 ${count} 个恢复码`,
  done: '完成',
  turnOffIntro: '输入应用中的验证码或一个恢复码以关闭两步验证',
} satisfies SecurityStrings;
