import { isUsdtNetwork, type UsdtNetwork, usdtNetworks, validateUsdtAddress } from '@platform/domain';
import { type Ref, useState } from 'react';
import { uiCatalog, useMessages } from '../../i18n/index.ts';
import { Select } from '../Select/index.ts';
import { TextField } from '../TextField/index.ts';
import { AccountFormFrame } from './AccountFormFrame.tsx';

export type VirtualCoinFormValues = { network: UsdtNetwork; accountNumber: string };

export type VirtualCoinFormProps = {
  onSubmit: (values: VirtualCoinFormValues) => void;
  submitting?: boolean;
  serverError?: string | undefined;
  defaultValues?: Partial<VirtualCoinFormValues>;
  ref?: Ref<HTMLFormElement>;
};

/** /cards/addVirtualCoin: USDT network and address, checked by the domain rule for that network. */
export function VirtualCoinForm({
  onSubmit,
  submitting = false,
  serverError,
  defaultValues,
  ref,
}: VirtualCoinFormProps) {
  const text = useMessages(uiCatalog).withdrawalAccountForms;
  const [network, setNetwork] = useState<UsdtNetwork>(defaultValues?.network ?? 'TRC20');
  const [address, setAddress] = useState(defaultValues?.accountNumber ?? '');
  const [attempted, setAttempted] = useState(false);
  return (
    <AccountFormFrame
      ref={ref}
      label={text.address}
      submitLabel={text.submit}
      submitting={submitting}
      serverError={serverError}
      onSubmit={() => {
        setAttempted(true);
        if (validateUsdtAddress(address.trim(), network).ok) {
          onSubmit({ network, accountNumber: address.trim() });
        }
      }}
    >
      <Select
        label={text.network}
        required
        options={usdtNetworks.map((value) => ({ value, label: `USDT-${value}` }))}
        value={network}
        onValueChange={(value) => {
          if (isUsdtNetwork(value)) {
            setNetwork(value);
          }
        }}
      />
      <TextField
        label={text.address}
        description={text.addressHint}
        required
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        value={address}
        onValueChange={setAddress}
        rule={(value) => validateUsdtAddress(value.trim(), network)}
        showValidation={attempted}
      />
    </AccountFormFrame>
  );
}
