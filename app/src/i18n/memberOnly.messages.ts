import type { ComponentMessages } from '@platform/ui';

/** What a visitor sees on a member-only page instead of it (layout/MemberOnly.tsx). */
export const memberOnlyMessages = {
  'zh-CN': { signInToSee: '登录后查看此页面' },
  'zh-HK': { signInToSee: '登入後查看此頁面' },
  'en-US': { signInToSee: 'Sign in to see this page' },
} satisfies ComponentMessages<{ signInToSee: string }>;
