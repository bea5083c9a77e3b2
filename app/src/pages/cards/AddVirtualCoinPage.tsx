import { QueryContent, VirtualCoinForm } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../boot/AppRuntimeContext.tsx';
import { memberInfoQuery } from '../../data/member.ts';
import { AddAccountPage } from './AddAccountPage.tsx';
import { useAddWithdrawalAccount } from './useAddWithdrawalAccount.tsx';

/** `/cards/addVirtualCoin`: a TRC20 or ERC20 address, checked by the domain's address rule in the form. */
export default function AddVirtualCoinPage() {
  return (
    <AddAccountPage>
      <AddVirtualCoin />
    </AddAccountPage>
  );
}

function AddVirtualCoin() {
  const client = useApiClient();
  const member = useQuery(memberInfoQuery(client));
  const adding = useAddWithdrawalAccount();
  return (
    <QueryContent query={member}>
      {(info) => (
        <>
          <VirtualCoinForm
            submitting={adding.submitting}
            serverError={adding.serverError}
            onSubmit={(values) =>
              adding.request({
                kind: 'virtual_coin',
                // An address has no holder name of its own; it belongs to the member who adds it.
                holderName: info.realName ?? info.username,
                ...values,
              })
            }
          />
          {adding.dialog}
        </>
      )}
    </QueryContent>
  );
}
