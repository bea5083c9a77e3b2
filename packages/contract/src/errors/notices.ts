import type { Locale } from '@platform/domain';

/**
 * Member-facing messages that are not server errors (spec §8): success toasts and client-side failures.
 * They live beside the error catalogue so every language's wording is in one place.
 */
export const notices = {
  MODIFIED_SUCCESSFULLY: { 'zh-CN': '修改成功', 'zh-HK': '修改成功', 'en-US': 'Modified successfully' },
  BINDING_SUCCEEDED: { 'zh-CN': '绑定成功', 'zh-HK': '綁定成功', 'en-US': 'Binding succeeded' },
  SUBMITTED_SUCCESSFULLY: { 'zh-CN': '提交成功', 'zh-HK': '提交成功', 'en-US': 'Submitted successfully' },
  COPIED_SUCCESSFULLY: { 'zh-CN': '复制成功', 'zh-HK': '複製成功', 'en-US': 'Copied successfully' },
  PASSWORD_CHANGED: {
    'zh-CN': '您的密码已修改',
    'zh-HK': '您的密碼已修改',
    'en-US': 'Your password has been changed',
  },
  COPY_FAILED: { 'zh-CN': '复制失败', 'zh-HK': '複製失敗', 'en-US': 'Copy failed' },
  PLEASE_TRY_AGAIN: { 'zh-CN': '请重试', 'zh-HK': '請重試', 'en-US': 'Please try again' },
  DOMAIN_HIJACKED: {
    'zh-CN': '当前域名可能被劫持，请切换到移动数据网络后重新打开',
    'zh-HK': '當前域名可能被劫持，請切換到流動數據網絡後重新開啟',
    'en-US': 'This domain may have been hijacked; please reopen it over a mobile data network',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type NoticeName = keyof typeof notices;
