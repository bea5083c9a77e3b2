import { type Ref, useState } from 'react';
import { useMessages } from '../../i18n/index.ts';
import { TextField } from '../TextField/index.ts';
import { AccountFormFrame, isBlank } from './AccountFormFrame.tsx';
import { HolderNameField } from './HolderNameField.tsx';
import { withdrawalAccountFormsMessages } from './WithdrawalAccountForms.messages.ts';

export type AlipayFormValues = { holderName: string; alipayAccount: string };

export type AlipayFormProps = {
  onSubmit: (values: AlipayFormValues) => void;
  submitting?: boolean;
  serverError?: string | undefined;
  defaultValues?: Partial<AlipayFormValues>;
  ref?: Ref<HTMLFormElement>;
};

/** /cards/addAlipay: holder name and Alipay account (phone number or email). */
export function AlipayForm({
  onSubmit,
  submitting = false,
  serverError,
  defaultValues,
  ref,
}: AlipayFormProps) {
  const text = useMessages(withdrawalAccountFormsMessages);
  const [values, setValues] = useState<AlipayFormValues>({
    holderName: '',
    alipayAccount: '',
    ...defaultValues,
  });
  const [attempted, setAttempted] = useState(false);
  const set = (field: keyof AlipayFormValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  return (
    <AccountFormFrame
      ref={ref}
      label={text.alipayAccount}
      submitLabel={text.submit}
      submitting={submitting}
      serverError={serverError}
      onSubmit={() => {
        setAttempted(true);
        if (!isBlank(values.holderName) && !isBlank(values.alipayAccount)) {
          onSubmit({ holderName: values.holderName.trim(), alipayAccount: values.alipayAccount.trim() });
        }
      }}
    >
      <HolderNameField value={values.holderName} onValueChange={set('holderName')} attempted={attempted} />
      <TextField
        label={text.alipayAccount}
        required
        autoComplete="username"
        value={values.alipayAccount}
        onValueChange={set('alipayAccount')}
        error={attempted && isBlank(values.alipayAccount) ? text.alipayAccountRequired : undefined}
      />
    </AccountFormFrame>
  );
}
