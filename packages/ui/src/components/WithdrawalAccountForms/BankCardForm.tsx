import { validateBankCardNumber } from '@platform/domain';
import { type Ref, useState } from 'react';
import { useMessages } from '../../i18n/index.ts';
import { Select, type SelectOption } from '../Select/index.ts';
import { TextField } from '../TextField/index.ts';
import { AccountFormFrame, isBlank } from './AccountFormFrame.tsx';
import { HolderNameField } from './HolderNameField.tsx';
import { withdrawalAccountFormsMessages } from './WithdrawalAccountForms.messages.ts';

export type BankCardFormValues = { holderName: string; bankCode: string; cardNumber: string };

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
  const text = useMessages(withdrawalAccountFormsMessages);
  const [values, setValues] = useState<BankCardFormValues>({
    holderName: '',
    bankCode: '',
    cardNumber: '',
    ...defaultValues,
  });
  const [attempted, setAttempted] = useState(false);
  const set = (field: keyof BankCardFormValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const cardNumber = values.cardNumber.replace(/\s+/g, '');
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
          !isBlank(values.bankCode) &&
          validateBankCardNumber(cardNumber).ok
        ) {
          onSubmit({ holderName: values.holderName.trim(), bankCode: values.bankCode, cardNumber });
        }
      }}
    >
      <HolderNameField value={values.holderName} onValueChange={set('holderName')} attempted={attempted} />
      <Select
        label={text.bank}
        required
        options={banks}
        placeholder={text.bankPlaceholder}
        value={values.bankCode}
        onValueChange={set('bankCode')}
        error={attempted && isBlank(values.bankCode) ? text.bankRequired : undefined}
      />
      <TextField
        label={text.cardNumber}
        required
        inputMode="numeric"
        autoComplete="cc-number"
        value={values.cardNumber}
        onValueChange={set('cardNumber')}
        rule={(value) => validateBankCardNumber(value.replace(/\s+/g, ''))}
        showValidation={attempted}
      />
    </AccountFormFrame>
  );
}
