// The design system's public surface: theme, language, and every component folder.

export * from './components/Badge/index.ts';
export * from './i18n/index.ts';
export * from './theme/index.ts';
