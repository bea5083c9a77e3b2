export { OnlineStatus, type OnlineStatusProps } from './OnlineStatus.tsx';
export { useOnlineStatus } from './useOnlineStatus.ts';
