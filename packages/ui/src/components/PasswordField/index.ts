export {
  PasswordField,
  type PasswordFieldProps,
  type PasswordPurpose,
  passwordPurposes,
} from './PasswordField.tsx';
