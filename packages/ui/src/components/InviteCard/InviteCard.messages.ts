import type { ComponentMessages } from '../../i18n/index.ts';

export type InviteCardText = {
  title: string;
  description: string;
  qrLabel: string;
  code: string;
  link: string;
  copyLink: string;
  copied: string;
  copyFailed: string;
};

export const inviteCardMessages: ComponentMessages<InviteCardText> = {
  'zh-CN': {
    title: '邀请好友',
    description: '好友通过您的链接注册并完成任务，您即可获得奖励',
    qrLabel: '邀请链接二维码',
    code: '邀请码',
    link: '邀请链接',
    copyLink: '复制链接',
    copied: '复制成功',
    copyFailed: '复制失败',
  },
  'zh-HK': {
    title: '邀請好友',
    description: '好友透過您的連結註冊並完成任務，您即可獲得獎勵',
    qrLabel: '邀請連結二維碼',
    code: '邀請碼',
    link: '邀請連結',
    copyLink: '複製連結',
    copied: '複製成功',
    copyFailed: '複製失敗',
  },
  'en-US': {
    title: 'Invite friends',
    description: 'Earn a reward when a friend signs up with your link and completes a task',
    qrLabel: 'QR code of your invite link',
    code: 'Invite code',
    link: 'Invite link',
    copyLink: 'Copy link',
    copied: 'Copied successfully',
    copyFailed: 'Copy failed',
  },
};
