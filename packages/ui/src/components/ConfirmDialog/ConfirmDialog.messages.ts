import type { ComponentMessages } from '../../i18n/index.ts';

export const confirmDialogMessages = {
  'zh-CN': { confirm: '确定', cancel: '取消', remindToday: '今日不再提醒' },
  'zh-HK': { confirm: '確定', cancel: '取消', remindToday: '今日不再提醒' },
  'en-US': { confirm: 'Confirm', cancel: 'Cancel', remindToday: "Don't remind me again today" },
} satisfies ComponentMessages<{ confirm: string; cancel: string; remindToday: string }>;
