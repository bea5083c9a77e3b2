export {
  defaultResendCountdownSeconds,
  type VerificationChannel,
  VerificationCodeField,
  type VerificationCodeFieldProps,
  verificationChannels,
} from './VerificationCodeField.tsx';
