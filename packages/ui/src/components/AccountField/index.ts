export { AccountField, type AccountFieldProps } from './AccountField.tsx';
