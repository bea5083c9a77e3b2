import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { toast, viewport } from './Toast.css.ts';

export const toastTones = ['info', 'positive', 'negative'] as const;
export type ToastTone = (typeof toastTones)[number];

export type ToastOptions = {
  tone?: ToastTone;
  /** How long it stays; 2 s by default, long enough to read a short sentence. */
  durationMs?: number;
};

type ShownToast = { id: number; message: string; tone: ToastTone };

type ToastApi = {
  show: (message: string, options?: ToastOptions) => void;
  dismissAll: () => void;
};

const ToastContext = createContext<ToastApi | null>(null);

export const defaultToastDurationMs = 2000;

/**
 * Holds the toasts of a page and announces them politely to screen readers: the live region is
 * always in the document, so assistive technology notices what is added to it.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const show = useCallback(
    (message: string, { tone = 'info', durationMs = defaultToastDurationMs }: ToastOptions = {}) => {
      nextId.current += 1;
      const id = nextId.current;
      setToasts((current) => [...current, { id, message, tone }]);
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        setToasts((current) => current.filter((shown) => shown.id !== id));
      }, durationMs);
      timers.current.add(timer);
    },
    [],
  );

  const dismissAll = useCallback(() => {
    for (const timer of timers.current) {
      clearTimeout(timer);
    }
    timers.current.clear();
    setToasts([]);
  }, []);

  useEffect(() => dismissAll, [dismissAll]);

  const api = useMemo(() => ({ show, dismissAll }), [show, dismissAll]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className={viewport} role="status" aria-live="polite">
        {toasts.map((shown) => (
          <Toast key={shown.id} tone={shown.tone}>
            {shown.message}
          </Toast>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

/** Show a short message ("复制成功", "提交成功") that goes away by itself. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (api === null) {
    throw new Error('useToast() needs a <ToastProvider> above it');
  }
  return api;
}

/** One toast's look, also usable on its own (stories, static layouts). */
export function Toast({ tone = 'info', children }: { tone?: ToastTone; children: ReactNode }) {
  return <div className={toast({ tone })}>{children}</div>;
}
