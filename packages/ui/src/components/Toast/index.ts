export {
  defaultToastDurationMs,
  Toast,
  type ToastOptions,
  ToastProvider,
  type ToastTone,
  toastTones,
  useToast,
} from './Toast.tsx';
