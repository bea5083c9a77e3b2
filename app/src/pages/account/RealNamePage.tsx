import { notices } from '@platform/contract';
import { routePaths, validateRealName } from '@platform/domain';
import {
  Button,
  FormFailure,
  PageForm,
  QueryContent,
  TextField,
  useLocale,
  useMessages,
  useToast,
} from '@platform/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApiClient } from '../../boot/AppRuntimeContext.tsx';
import { accountCalls, type MemberInfo, rememberEditedMemberInfo } from '../../data/account.ts';
import { memberInfoQuery } from '../../data/member.ts';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { failureText } from '../../i18n/serverText.ts';
import { MemberPage } from '../../layout/MemberPage.tsx';

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
  const queryClient = useQueryClient();
  const locale = useLocale();
  const text = useMessages(appCatalog).account;
  const toast = useToast();
  const navigate = useNavigate();
  const [realName, setRealName] = useState(member.realName ?? '');
  const [attempted, setAttempted] = useState(false);
  const save = useMutation({
    mutationFn: () => accountCalls(client).updateRealName(realName.trim()),
    onSuccess: (info) => {
      rememberEditedMemberInfo(client, queryClient, info);
      toast.show(notices.MODIFIED_SUCCESSFULLY[locale], { tone: 'positive' });
      navigate(routePaths.personalInfo, { replace: true });
    },
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
      {save.isError ? <FormFailure role="alert">{failureText(save.error, locale)}</FormFailure> : null}
      <Button type="submit" block loading={save.isPending}>
        {text.save}
      </Button>
    </PageForm>
  );
}
