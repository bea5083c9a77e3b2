export { RecordItem, type RecordItemProps, type RecordKind, recordKinds } from './RecordItem.tsx';
