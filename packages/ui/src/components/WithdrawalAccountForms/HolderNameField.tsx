import { uiCatalog, useMessages } from '../../i18n/index.ts';
import { TextField } from '../TextField/index.ts';
import { isBlank } from './AccountFormFrame.tsx';

export type HolderNameFieldProps = {
  value: string;
  onValueChange: (value: string) => void;
  /** The member has tried to submit: an empty name now shows its message. */
  attempted: boolean;
};

/** The account holder's real name, asked the same way by the bank-card and Alipay forms. */
export function HolderNameField({ value, onValueChange, attempted }: HolderNameFieldProps) {
  const text = useMessages(uiCatalog).withdrawalAccountForms;
  return (
    <TextField
      label={text.holderName}
      description={text.holderNameHint}
      required
      autoComplete="name"
      value={value}
      onValueChange={onValueChange}
      error={attempted && isBlank(value) ? text.holderNameRequired : undefined}
    />
  );
}
