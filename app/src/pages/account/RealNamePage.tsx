import { validateRealName } from '@platform/domain';
import { PageForm, QueryContent, TextField, useMessages } from '@platform/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useApiClient } from '../../boot/AppRuntimeContext.tsx';
import { accountCalls, type MemberInfo } from '../../data/account.ts';
import { memberInfoQuery } from '../../data/member.ts';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { MemberPage } from '../../layout/MemberPage.tsx';
import { FormSubmit } from '../../pageParts/FormSubmit.tsx';
import { useMemberInfoEdited } from './useMemberInfoEdited.ts';

/**
 * `/personalInfo/name`: the member's real name. The domain rule refuses markup, direction overrides and invisible
 * characters (a name that displays as something else) before anything is sent; the server checks the same.
 */
export default function RealNamePage() {
  return (
    <MemberPage>
      <RealNameLoader />
    </MemberPage>
  );
}

function RealNameLoader() {
  const member = useQuery(memberInfoQuery(useApiClient()));
  return <QueryContent query={member}>{(info) => <RealNameForm member={info} />}</QueryContent>;
}

function RealNameForm({ member }: { member: MemberInfo }) {
  const client = useApiClient();
  const text = useMessages(appCatalog).account;
  const edited = useMemberInfoEdited('MODIFIED_SUCCESSFULLY');
  const [realName, setRealName] = useState(member.realName ?? '');
  const [attempted, setAttempted] = useState(false);
  const save = useMutation({
    mutationFn: () => accountCalls(client).updateRealName(realName.trim()),
    onSuccess: edited,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (validateRealName(realName).ok && !save.isPending) save.mutate();
  };
  return (
    <PageForm inset onSubmit={submit} noValidate aria-label={text.realName}>
      <TextField
        label={text.realName}
        description={text.realNameHint}
        autoComplete="name"
        required
        rule={validateRealName}
        value={realName}
        onValueChange={setRealName}
        showValidation={attempted}
        disabled={save.isPending}
      />
      <FormSubmit mutation={save} label={text.save} />
    </PageForm>
  );
}
