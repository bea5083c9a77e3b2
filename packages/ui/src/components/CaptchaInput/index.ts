export { CaptchaInput, type CaptchaInputProps } from './CaptchaInput.tsx';
