// The design system's public surface: theme, language, and every component folder.

export * from './components/Badge/index.ts';
export * from './i18n/index.ts';
export * from './theme/index.ts';
export * from './components/FormField/index.ts';
export * from './components/TextField/index.ts';
export * from './components/PasswordField/index.ts';
export * from './components/AccountField/index.ts';
export * from './components/PhoneField/index.ts';
export * from './components/EmailField/index.ts';
export * from './components/VerificationCodeField/index.ts';
export * from './components/CaptchaInput/index.ts';
export * from './components/AmountField/index.ts';
export * from './components/Select/index.ts';
export * from './components/Checkbox/index.ts';
export * from './components/UploadField/index.ts';
