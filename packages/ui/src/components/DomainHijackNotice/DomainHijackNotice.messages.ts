import type { ComponentMessages } from '../../i18n/index.ts';

type Strings = { title: string; message: string; steps: readonly string[]; acknowledge: string };

export const domainHijackNoticeMessages = {
  'zh-CN': {
    title: '访问异常',
    message: '检测到当前网络可能存在域名劫持，页面内容可能被篡改。',
    steps: ['关闭 Wi-Fi', '切换至移动数据网络（4G/5G）', '重新打开本页面'],
    acknowledge: '我知道了',
  },
  'zh-HK': {
    title: '訪問異常',
    message: '檢測到當前網絡可能存在域名劫持，頁面內容可能被篡改。',
    steps: ['關閉 Wi-Fi', '切換至流動數據網絡（4G/5G）', '重新打開本頁面'],
    acknowledge: '我知道了',
  },
  'en-US': {
    title: 'Connection problem',
    message: 'This network may be hijacking our domain, so the page could have been tampered with.',
    steps: ['Turn off Wi-Fi', 'Switch to mobile data (4G/5G)', 'Open this page again'],
    acknowledge: 'Got it',
  },
} satisfies ComponentMessages<Strings>;
