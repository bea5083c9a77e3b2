export { type PhoneArea, PhoneField, type PhoneFieldProps } from './PhoneField.tsx';
