export { WithdrawPasswordPrompt, type WithdrawPasswordPromptProps } from './WithdrawPasswordPrompt.tsx';
