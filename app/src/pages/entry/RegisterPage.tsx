import {
  routePaths,
  storageKeys,
  validateAccountName,
  validatePassword,
  validateRequired,
} from '@platform/domain';
import { AccountField, CaptchaInput, PageForm, PasswordField, TextField, useMessages } from '@platform/ui';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApiClient, useAppRuntime, useSiteConfig } from '../../boot/AppRuntimeContext.tsx';
import { memberInfoQuery } from '../../data/member.ts';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { FormSubmit } from '../../pageParts/FormSubmit.tsx';
import { useCaptchaAlternative } from './useCaptchaAlternative.ts';
import { useCaptchaImage } from './useCaptchaImage.ts';

type RegisterForm = {
  accountName: string;
  password: string;
  confirmation: string;
  captcha: string;
  inviteCode: string;
};

const formIsValid = (form: RegisterForm) =>
  validateAccountName(form.accountName).ok &&
  validatePassword(form.password).ok &&
  form.confirmation === form.password &&
  validateRequired('captcha', form.captcha).ok;

/**
 * `/register`: a new account, signed in at once. The invite code arrives as `?i_code=`/`?invite_code=` (the
 * boot handoff keeps it in session storage `aid`) and is prefilled.
 */
export default function RegisterPage() {
  const client = useApiClient();
  const { queryClient, session } = useAppRuntime();
  const text = useMessages(appCatalog).entry;
  const navigate = useNavigate();
  const asksAtRegistration = useSiteConfig().saferPlay?.askDepositLimit === 'registration';
  const captcha = useCaptchaImage();
  const [showValidation, setShowValidation] = useState(false);
  const [form, setForm] = useState<RegisterForm>(() => ({
    accountName: '',
    password: '',
    confirmation: '',
    captcha: '',
    inviteCode: window.sessionStorage.getItem(storageKeys.session.inviteCode) ?? '',
  }));
  const alternative = useCaptchaAlternative(captcha.loading, (answer) =>
    setForm((current) => ({ ...current, captcha: answer })),
  );
  const register = useMutation({
    mutationFn: async (values: RegisterForm) => {
      const body = await client.encryptPasswordFields('register', {
        username: values.accountName,
        password: values.password,
        captcha: values.captcha,
        ...(values.inviteCode === '' ? {} : { inviteCode: values.inviteCode }),
      });
      return client.api.register({ body });
    },
    onSuccess: (member) => {
      queryClient.setQueryData(memberInfoQuery(client).queryKey, member);
      const token = client.session.token();
      if (token !== null)
        session.send({ type: 'SESSION.SIGNED_IN', session: { token, vid: client.session.vid() } });
      // a site that asks for a deposit limit at registration asks it next, on the safer-play page
      navigate(asksAtRegistration ? routePaths.saferPlay : routePaths.home, { replace: true });
    },
    // The server spends the captcha on every attempt.
    onError: () => {
      setForm((current) => ({ ...current, captcha: '' }));
      captcha.refresh();
    },
  });
  const field = (name: keyof RegisterForm) => ({
    value: form[name],
    onValueChange: (value: string) => setForm((current) => ({ ...current, [name]: value })),
    disabled: register.isPending,
    showValidation,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowValidation(true);
    if (formIsValid(form)) register.mutate(form);
  };
  return (
    <PageForm inset onSubmit={submit} noValidate>
      <AccountField label={text.accountName} required {...field('accountName')} />
      <PasswordField label={text.password} purpose="new" required {...field('password')} />
      <PasswordField
        label={text.confirmPassword}
        purpose="new"
        rule={null}
        required
        {...field('confirmation')}
        error={showValidation && form.confirmation !== form.password ? text.passwordMismatch : undefined}
      />
      <CaptchaInput
        label={text.captcha}
        imageSrc={captcha.imageSrc}
        imageLoading={captcha.loading}
        onRefresh={captcha.refresh}
        alternative={alternative}
        required
        {...field('captcha')}
      />
      <TextField label={text.inviteCode} autoComplete="off" {...field('inviteCode')} />
      <FormSubmit mutation={register} label={text.register} />
    </PageForm>
  );
}
