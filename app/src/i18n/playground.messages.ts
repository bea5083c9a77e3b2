import type { ComponentMessages } from '@platform/ui';

/** The operator playground in Storybook: edit a site config, see it composed. */
export const playgroundMessages = {
  'zh-CN': {
    editorLabel: '站点配置 JSON',
    valid: '配置有效，右侧为该站点首页预览。',
    problems: (count: number) => `配置有 ${count} 个问题，预览显示最后一次有效的配置：`,
  },
  'zh-HK': {
    editorLabel: '站點配置 JSON',
    valid: '配置有效，右側為該站點首頁預覽。',
    problems: (count: number) => `配置有 ${count} 個問題，預覽顯示最後一次有效的配置：`,
  },
  'en-US': {
    editorLabel: 'Site config JSON',
    valid: "The config is valid; the preview shows this site's home.",
    problems: (count: number) =>
      `The config has ${count} problem(s); the preview shows the last valid config:`,
  },
} satisfies ComponentMessages<{
  editorLabel: string;
  valid: string;
  problems: (count: number) => string;
}>;
