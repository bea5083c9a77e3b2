import type { ComponentMessages } from '@platform/ui';

export const desktopLandingMessages = {
  'zh-CN': {
    scanToOpen: '请使用手机扫码访问',
    qrLabel: '手机版地址二维码',
    orOpen: '或在手机浏览器中打开',
    desktopSite: '前往电脑版网站',
  },
  'zh-HK': {
    scanToOpen: '請使用手機掃碼瀏覽',
    qrLabel: '手機版網址二維碼',
    orOpen: '或在手機瀏覽器中打開',
    desktopSite: '前往電腦版網站',
  },
  'en-US': {
    scanToOpen: 'Scan with your phone to open the site',
    qrLabel: 'QR code of the mobile site',
    orOpen: 'or open this address on your phone',
    desktopSite: 'Go to the desktop site',
  },
} satisfies ComponentMessages<{ scanToOpen: string; qrLabel: string; orOpen: string; desktopSite: string }>;
