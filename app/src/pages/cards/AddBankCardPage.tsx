import { BankCardForm, useMessages } from '@platform/ui';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { AddAccountPage } from './AddAccountPage.tsx';
import { useAddWithdrawalAccount } from './useAddWithdrawalAccount.tsx';

/** `/cards/addBankCard`. */
export default function AddBankCardPage() {
  return (
    <AddAccountPage>
      <AddBankCard />
    </AddAccountPage>
  );
}

function AddBankCard() {
  const text = useMessages(appCatalog).cards;
  const adding = useAddWithdrawalAccount();
  return (
    <>
      <BankCardForm
        banks={text.banks.map((bank) => ({ value: bank, label: bank }))}
        submitting={adding.submitting}
        serverError={adding.serverError}
        onSubmit={(values) => adding.request({ kind: 'bank_card', ...values })}
      />
      {adding.dialog}
    </>
  );
}
