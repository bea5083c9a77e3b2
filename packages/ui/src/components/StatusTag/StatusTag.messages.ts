import type { ComponentMessages } from '../../i18n/index.ts';
import type { RecordStatus } from './recordStatus.ts';

export const statusTagMessages: ComponentMessages<Record<RecordStatus, string>> = {
  'zh-CN': {
    pending: '待处理',
    processing: '处理中',
    success: '成功',
    failed: '失败',
    cancelled: '已取消',
    expired: '已过期',
    won: '赢',
    lost: '输',
    unsettled: '未结算',
    void: '已作废',
  },
  'zh-HK': {
    pending: '待處理',
    processing: '處理中',
    success: '成功',
    failed: '失敗',
    cancelled: '已取消',
    expired: '已過期',
    won: '贏',
    lost: '輸',
    unsettled: '未結算',
    void: '已作廢',
  },
  'en-US': {
    pending: 'Pending',
    processing: 'Processing',
    success: 'Successful',
    failed: 'Failed',
    cancelled: 'Cancelled',
    expired: 'Expired',
    won: 'Won',
    lost: 'Lost',
    unsettled: 'Unsettled',
    void: 'Void',
  },
};
