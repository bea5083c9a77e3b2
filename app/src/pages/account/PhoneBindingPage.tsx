import { validatePhoneNumber } from '@platform/domain';
import { PhoneField, QueryContent, useMessages } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiClient } from '../../boot/AppRuntimeContext.tsx';
import { accountCalls } from '../../data/account.ts';
import { memberInfoQuery } from '../../data/member.ts';
import { phoneAreasQuery } from '../../data/site.ts';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { MemberPage } from '../../layout/MemberPage.tsx';
import { ContactBindingForm } from './ContactBindingForm.tsx';

/** `/personalInfo/phone`: bind or change the phone, with its area code from the site's list and an SMS code. */
export default function PhoneBindingPage() {
  return (
    <MemberPage>
      <PhoneBinding />
    </MemberPage>
  );
}

function PhoneBinding() {
  const client = useApiClient();
  const text = useMessages(appCatalog).account;
  const member = useQuery(memberInfoQuery(client));
  const areas = useQuery(phoneAreasQuery(client));
  const [chosenAreaCode, setAreaCode] = useState<string | null>(null);
  const [phone, setPhone] = useState('');
  const calls = accountCalls(client);
  return (
    <QueryContent query={areas}>
      {(areaList) => {
        // The site's first area until the member picks one; an empty list leaves it empty, which spec §5 refuses.
        const areaCode = chosenAreaCode ?? areaList[0]?.code ?? '';
        return (
          <ContactBindingForm
            channel="phone"
            label={text.phone}
            boundNow={member.data?.phone ?? null}
            destinationField={(showValidation, disabled) => (
              <PhoneField
                label={text.phone}
                requiredField="boundPhone"
                required
                areas={areaList}
                areaCode={areaCode}
                onAreaCodeChange={setAreaCode}
                value={phone}
                onValueChange={setPhone}
                showValidation={showValidation}
                disabled={disabled}
              />
            )}
            destinationValid={validatePhoneNumber(areaCode, phone).ok}
            sendCode={() => calls.sendPhoneCode(areaCode, phone)}
            bind={(code) => calls.bindPhone(areaCode, phone, code)}
          />
        );
      }}
    </QueryContent>
  );
}
