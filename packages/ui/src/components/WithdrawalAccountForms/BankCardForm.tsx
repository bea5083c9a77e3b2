import { validateBankCardNumber } from '@platform/domain';
import { type Ref, useState } from 'react';
import { uiCatalog, useMessages } from '../../i18n/index.ts';
import { Select, type SelectOption } from '../Select/index.ts';
import { TextField } from '../TextField/index.ts';
import { AccountFormFrame, isBlank } from './AccountFormFrame.tsx';
import { HolderNameField } from './HolderNameField.tsx';

export type BankCardFormValues = { holderName: string; bankName: string; accountNumber: string };

export type BankCardFormProps = {
  banks: readonly SelectOption[];
  /** Called only with values that pass every rule; the card number without spaces. */
  onSubmit: (values: BankCardFormValues) => void;
  submitting?: boolean;
  /** The server's message when it refused the card. */
  serverError?: string | undefined;
  defaultValues?: Partial<BankCardFormValues>;
  ref?: Ref<HTMLFormElement>;
};

/** /cards/addBankCard: holder name, bank and card number (domain bank-card rule). */
export function BankCardForm({
  banks,
  onSubmit,
  submitting = false,
  serverError,
  defaultValues,
  ref,
}: BankCardFormProps) {
  const text = useMessages(uiCatalog).withdrawalAccountForms;
  const [values, setValues] = useState<BankCardFormValues>({
    holderName: '',
    bankName: '',
    accountNumber: '',
    ...defaultValues,
  });
  const [attempted, setAttempted] = useState(false);
  const set = (field: keyof BankCardFormValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const accountNumber = values.accountNumber.replace(/\s+/g, '');
  return (
    <AccountFormFrame
      ref={ref}
      label={text.cardNumber}
      submitLabel={text.submit}
      submitting={submitting}
      serverError={serverError}
      onSubmit={() => {
        setAttempted(true);
        if (
          !isBlank(values.holderName) &&
          !isBlank(values.bankName) &&
          validateBankCardNumber(accountNumber).ok
        ) {
          onSubmit({ holderName: values.holderName.trim(), bankName: values.bankName, accountNumber });
        }
      }}
    >
      <HolderNameField value={values.holderName} onValueChange={set('holderName')} attempted={attempted} />
      <Select
        label={text.bank}
        required
        options={banks}
        placeholder={text.bankPlaceholder}
        value={values.bankName}
        onValueChange={set('bankName')}
        error={attempted && isBlank(values.bankName) ? text.bankRequired : undefined}
      />
      <TextField
        label={text.cardNumber}
        required
        inputMode="numeric"
        autoComplete="cc-number"
        value={values.accountNumber}
        onValueChange={set('accountNumber')}
        rule={(value) => validateBankCardNumber(value.replace(/\s+/g, ''))}
        showValidation={attempted}
      />
    </AccountFormFrame>
  );
}
