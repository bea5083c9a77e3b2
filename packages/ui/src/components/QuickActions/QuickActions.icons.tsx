import type { QuickActionKind } from '@platform/site-config';
import type { ReactNode } from 'react';

/**
 * One line-drawn glyph per shortcut kind (24×24, stroked in the current colour). The label beside it
 * names the action, so the drawings are decorative.
 */
export const quickActionIcons: Record<QuickActionKind, ReactNode> = {
  deposit: <path d="M12 3v11m-4-4 4 4 4-4M4 16v4h16v-4" />,
  withdraw: <path d="M12 14V3M8 7l4-4 4 4M4 16v4h16v-4" />,
  transfer: <path d="M4 8h15m-4-4 4 4-4 4M20 16H5m4-4-4 4 4 4" />,
  vip: <path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5z" />,
  tasks: <path d="M8 4h8v3H8zM6 5H5v16h14V5h-1M8 13l3 3 5-6" />,
  activities: <path d="M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-1-3-5-4-5-1s5 1 5 1c1-3 5-4 5-1s-5 1-5 1" />,
  customerService: <path d="M4 15v-3a8 8 0 0 1 16 0v3M4 14h3v6H4zM17 14h3v6h-3zM20 20c0 1-2 2-5 2" />,
  invite: <path d="M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21c0-4 3-7 7-7s7 3 7 7M19 8v6M16 11h6" />,
  help: (
    <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5v.7M12 17v.5" />
  ),
};
