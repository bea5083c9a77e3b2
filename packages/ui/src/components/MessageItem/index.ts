export { MessageItem, type MessageItemProps } from './MessageItem.tsx';
