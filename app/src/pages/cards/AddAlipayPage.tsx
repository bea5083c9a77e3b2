import { AlipayForm } from '@platform/ui';
import { AddAccountPage } from './AddAccountPage.tsx';
import { useAddWithdrawalAccount } from './useAddWithdrawalAccount.tsx';

/** `/cards/addAlipay`. */
export default function AddAlipayPage() {
  return (
    <AddAccountPage>
      <AddAlipay />
    </AddAccountPage>
  );
}

function AddAlipay() {
  const adding = useAddWithdrawalAccount();
  return (
    <>
      <AlipayForm
        submitting={adding.submitting}
        serverError={adding.serverError}
        onSubmit={(values) => adding.request({ kind: 'alipay', ...values })}
      />
      {adding.dialog}
    </>
  );
}
