export {
  type CaptchaAlternative,
  type CaptchaAlternativeState,
  CaptchaInput,
  type CaptchaInputProps,
} from './CaptchaInput.tsx';
