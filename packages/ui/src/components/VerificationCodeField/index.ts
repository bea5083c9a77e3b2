export { verificationCodeFieldMessages } from './VerificationCodeField.messages.ts';
export {
  defaultResendCountdownSeconds,
  type VerificationChannel,
  VerificationCodeField,
  type VerificationCodeFieldProps,
  verificationChannels,
} from './VerificationCodeField.tsx';
