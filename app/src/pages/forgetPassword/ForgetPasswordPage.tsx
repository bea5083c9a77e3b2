import { notices } from '@platform/contract';
import {
  routePaths,
  validateAccountName,
  validateEmail,
  validatePassword,
  validatePhoneNumber,
  validateRequired,
} from '@platform/domain';
import {
  AccountField,
  EmailField,
  PageForm,
  PasswordField,
  PhoneField,
  Tabs,
  useLocale,
  useMessages,
  useToast,
  VerificationCodeField,
} from '@platform/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApiClient } from '../../boot/AppRuntimeContext.tsx';
import { phoneAreasQuery } from '../../data/site.ts';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { FormSubmit } from '../../pageParts/FormSubmit.tsx';

type Channel = 'phone' | 'email';

type RecoveryForm = {
  accountName: string;
  areaCode: string;
  phone: string;
  email: string;
  code: string;
  newPassword: string;
  confirmation: string;
};

const contactIsValid = (channel: Channel, form: RecoveryForm) =>
  channel === 'phone' ? validatePhoneNumber(form.areaCode, form.phone).ok : validateEmail(form.email).ok;

const formIsValid = (channel: Channel, form: RecoveryForm) =>
  validateAccountName(form.accountName).ok &&
  contactIsValid(channel, form) &&
  validateRequired(channel === 'phone' ? 'phoneCode' : 'emailCode', form.code).ok &&
  validatePassword(form.newPassword).ok &&
  form.confirmation === form.newPassword;

/**
 * `/forgetPassword`: a code sent to the phone or email bound to the account, then a new password. The contact
 * fields ask for the bound phone or email (spec §5's prompts).
 */
export default function ForgetPasswordPage() {
  const client = useApiClient();
  const locale = useLocale();
  const text = useMessages(appCatalog).entry;
  const toast = useToast();
  const navigate = useNavigate();
  const areas = useQuery(phoneAreasQuery(client));
  const [channel, setChannel] = useState<Channel>('phone');
  const [showValidation, setShowValidation] = useState(false);
  const [form, setForm] = useState<RecoveryForm>({
    accountName: '',
    areaCode: '',
    phone: '',
    email: '',
    code: '',
    newPassword: '',
    confirmation: '',
  });
  const areaCode = form.areaCode || (areas.data?.[0]?.code ?? '');
  const values = { ...form, areaCode };

  const sendCode = () =>
    channel === 'phone'
      ? client.api.sendSmsCode({
          body: { purpose: 'forget_password', areaCode, phone: form.phone, username: form.accountName },
        })
      : client.api.sendEmailCode({
          body: { purpose: 'forget_password', email: form.email, username: form.accountName },
        });
  const reset = useMutation({
    mutationFn: async () => {
      const body = await client.encryptPasswordFields('forgetPassword', {
        username: form.accountName,
        channel,
        code: form.code,
        newPassword: form.newPassword,
      });
      return client.api.forgetPassword({ body });
    },
    onSuccess: () => {
      toast.show(notices.PASSWORD_CHANGED[locale], { tone: 'positive' });
      navigate(routePaths.login, { replace: true });
    },
  });
  const field = (name: keyof RecoveryForm) => ({
    value: form[name],
    onValueChange: (value: string) => setForm((current) => ({ ...current, [name]: value })),
    disabled: reset.isPending,
    showValidation,
    required: true,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowValidation(true);
    if (formIsValid(channel, values)) reset.mutate();
  };
  return (
    <PageForm inset onSubmit={submit} noValidate>
      <AccountField label={text.accountName} {...field('accountName')} />
      <Tabs<Channel>
        label={text.recoverBy}
        items={[
          { value: 'phone', label: text.byPhone },
          { value: 'email', label: text.byEmail },
        ]}
        value={channel}
        onValueChange={(next) => {
          setChannel(next);
          setForm((current) => ({ ...current, code: '' }));
        }}
      >
        {channel === 'phone' ? (
          <PhoneField
            label={text.phone}
            requiredField="boundPhone"
            areas={areas.data ?? []}
            areaCode={areaCode}
            onAreaCodeChange={(next) => setForm((current) => ({ ...current, areaCode: next }))}
            {...field('phone')}
          />
        ) : (
          <EmailField label={text.email} requiredField="boundEmail" {...field('email')} />
        )}
      </Tabs>
      <VerificationCodeField
        key={channel}
        label={text.verificationCode}
        channel={channel}
        onSendCode={sendCode}
        sendDisabled={!validateAccountName(form.accountName).ok || !contactIsValid(channel, values)}
        {...field('code')}
      />
      <PasswordField label={text.newPassword} purpose="new" {...field('newPassword')} />
      <PasswordField
        label={text.confirmPassword}
        purpose="new"
        rule={null}
        {...field('confirmation')}
        error={showValidation && form.confirmation !== form.newPassword ? text.passwordMismatch : undefined}
      />
      <FormSubmit mutation={reset} label={text.resetPassword} />
    </PageForm>
  );
}
