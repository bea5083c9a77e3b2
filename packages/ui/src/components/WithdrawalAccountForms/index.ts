export { AlipayForm, type AlipayFormProps, type AlipayFormValues } from './AlipayForm.tsx';
export { BankCardForm, type BankCardFormProps, type BankCardFormValues } from './BankCardForm.tsx';
export {
  VirtualCoinForm,
  type VirtualCoinFormProps,
  type VirtualCoinFormValues,
} from './VirtualCoinForm.tsx';
