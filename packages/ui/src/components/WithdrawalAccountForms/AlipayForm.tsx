import { type Ref, useState } from 'react';
import { uiCatalog, useMessages } from '../../i18n/index.ts';
import { TextField } from '../TextField/index.ts';
import { AccountFormFrame, isBlank } from './AccountFormFrame.tsx';
import { HolderNameField } from './HolderNameField.tsx';

export type AlipayFormValues = { holderName: string; accountNumber: string };

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
  const text = useMessages(uiCatalog).withdrawalAccountForms;
  const [values, setValues] = useState<AlipayFormValues>({
    holderName: '',
    accountNumber: '',
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
        if (!isBlank(values.holderName) && !isBlank(values.accountNumber)) {
          onSubmit({ holderName: values.holderName.trim(), accountNumber: values.accountNumber.trim() });
        }
      }}
    >
      <HolderNameField value={values.holderName} onValueChange={set('holderName')} attempted={attempted} />
      <TextField
        label={text.alipayAccount}
        required
        autoComplete="username"
        value={values.accountNumber}
        onValueChange={set('accountNumber')}
        error={attempted && isBlank(values.accountNumber) ? text.alipayAccountRequired : undefined}
      />
    </AccountFormFrame>
  );
}
