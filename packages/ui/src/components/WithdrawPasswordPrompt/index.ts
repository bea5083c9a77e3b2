// The §8 wording, for tests that assert what the member reads.
export { withdrawPasswordPromptMessages } from './WithdrawPasswordPrompt.messages.ts';
export { WithdrawPasswordPrompt, type WithdrawPasswordPromptProps } from './WithdrawPasswordPrompt.tsx';
