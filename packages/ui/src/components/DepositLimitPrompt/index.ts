export { DepositLimitPrompt, type DepositLimitPromptProps } from './DepositLimitPrompt.tsx';
