// The design system's public surface: theme, language, and every component folder.
export * from './components/ActionSheet/index.ts';
export * from './components/Badge/index.ts';
export * from './components/Button/index.ts';
export * from './components/ConfirmDialog/index.ts';
export * from './components/Dialog/index.ts';
export * from './components/ListCell/index.ts';
export * from './components/Picker/index.ts';
export * from './components/Tabs/index.ts';
export * from './components/Toast/index.ts';
export * from './i18n/index.ts';
export * from './theme/index.ts';
