export { InviteCard, type InviteCardProps } from './InviteCard.tsx';
export { QrCode } from './QrCode.tsx';
export { type CopyOutcome, type CopyText, useClipboardCopy } from './useClipboardCopy.ts';
