import type { ComponentMessages } from '../../i18n/index.ts';

export const pickerMessages = {
  'zh-CN': { placeholder: '请选择', cancel: '取消', empty: '暂无可选项' },
  'zh-HK': { placeholder: '請選擇', cancel: '取消', empty: '暫無可選項' },
  'en-US': { placeholder: 'Select', cancel: 'Cancel', empty: 'Nothing to choose from' },
} satisfies ComponentMessages<{ placeholder: string; cancel: string; empty: string }>;
