import type { DateRangePreset } from '@platform/domain';
import type { ComponentMessages } from '../../i18n/index.ts';

export type DateRangePickerText = {
  legend: string;
  presets: Record<`${DateRangePreset}`, string>;
  allTime: string;
};

export const dateRangePickerMessages: ComponentMessages<DateRangePickerText> = {
  'zh-CN': {
    legend: '时间范围',
    presets: { '-1': '全部', '0': '今天', '1': '昨天', '2': '近7天', '3': '近30天' },
    allTime: '全部时间',
  },
  'zh-HK': {
    legend: '時間範圍',
    presets: { '-1': '全部', '0': '今天', '1': '昨天', '2': '近7天', '3': '近30天' },
    allTime: '全部時間',
  },
  'en-US': {
    legend: 'Date range',
    presets: { '-1': 'All time', '0': 'Today', '1': 'Yesterday', '2': 'Last 7 days', '3': 'Last 30 days' },
    allTime: 'All time',
  },
};
