import { validateEmail } from '@platform/domain';
import { EmailField, QueryContent, useMessages } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiClient } from '../../boot/AppRuntimeContext.tsx';
import { accountCalls } from '../../data/account.ts';
import { memberInfoQuery } from '../../data/member.ts';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { MemberPage } from '../../layout/MemberPage.tsx';
import { ContactBindingForm } from './ContactBindingForm.tsx';

/** `/personalInfo/mail`: bind or change the email with a code sent to it. */
export default function EmailBindingPage() {
  return (
    <MemberPage>
      <EmailBinding />
    </MemberPage>
  );
}

function EmailBinding() {
  const client = useApiClient();
  const text = useMessages(appCatalog).account;
  const member = useQuery(memberInfoQuery(client));
  const [email, setEmail] = useState('');
  const calls = accountCalls(client);
  return (
    // The current binding is part of the page: wait for it rather than show the form without it.
    <QueryContent query={member}>
      {(info) => (
        <ContactBindingForm
          channel="email"
          label={text.email}
          boundNow={info.email}
          destinationField={(showValidation, disabled) => (
            <EmailField
              label={text.email}
              requiredField="boundEmail"
              required
              value={email}
              onValueChange={setEmail}
              showValidation={showValidation}
              disabled={disabled}
            />
          )}
          destinationValid={validateEmail(email).ok}
          sendCode={() => calls.sendEmailCode(email.trim())}
          bind={(code) => calls.bindEmail(email.trim(), code)}
        />
      )}
    </QueryContent>
  );
}
