import { routePaths, validationMessage } from '@platform/domain';
import type { LoginField } from '@platform/machines';
import {
  AccountField,
  Button,
  CaptchaInput,
  FormFailure,
  PageForm,
  PasswordField,
  TextField,
  useLocale,
  useMessages,
} from '@platform/ui';
import { useActor } from '@xstate/react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useApiClient, useAppRuntime } from '../../boot/AppRuntimeContext.tsx';
import { createLoginFlow } from '../../flows/loginFlow.ts';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { securityCatalog } from '../../i18n/securityCatalog.ts';
import { loginFailureText } from '../../i18n/serverText.ts';
import { signInDestination } from '../../layout/signInReturn.ts';
import * as styles from './LoginPage.css.ts';
import { lobbyBeforeHome } from './lobbyBeforeHome.ts';
import { useCaptchaAlternative } from './useCaptchaAlternative.ts';

/**
 * `/login`: account, password (RSA-encrypted before it leaves) and the graphic captcha, run by the login machine; a
 * successful sign-in goes on to the page the visitor asked for (`?redirect=`). When the server asks for a two-step
 * code (a new device of a member with it on), the code field appears and the next attempt sends it.
 */
export default function LoginPage() {
  const runtime = useAppRuntime();
  const client = useApiClient();
  const navigate = useNavigate();
  const locale = useLocale();
  const text = useMessages(appCatalog).entry;
  const security = useMessages(securityCatalog);
  const [machine] = useState(() => {
    const lobby = lobbyBeforeHome(runtime.queryClient, client);
    return createLoginFlow({
      client,
      queryClient: runtime.queryClient,
      signedIn: (session) => runtime.session.send({ type: 'SESSION.SIGNED_IN', session }),
      // The member-only page the visitor asked for (messages, deposit), when it is a page of this app; else the home.
      leaveLoginPage: () => {
        const destination = signInDestination(window.location.search, window.location.origin);
        void lobby.beforeLeaving(destination).then(() => navigate(destination, { replace: true }));
      },
    });
  });
  const [snapshot, send] = useActor(machine);
  const { values, fieldErrors, captchaImageUrl, failure } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const alternative = useCaptchaAlternative(snapshot.hasTag('captchaLoading'), (answer) =>
    send({ type: 'FIELD.CHANGE', field: 'captcha', value: answer }),
  );
  const fieldProps = (field: LoginField) => {
    const code = fieldErrors[field];
    return {
      value: values[field],
      onValueChange: (value: string) => send({ type: 'FIELD.CHANGE', field, value }),
      onBlur: () => send({ type: 'FIELD.BLUR', field }),
      error: code === undefined ? undefined : validationMessage(code, locale),
      disabled: busy,
      required: true,
    };
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT' });
  };
  return (
    <PageForm inset onSubmit={submit} noValidate>
      <AccountField label={text.accountName} {...fieldProps('accountName')} />
      <PasswordField label={text.password} purpose="current" {...fieldProps('password')} />
      <CaptchaInput
        label={text.captcha}
        imageSrc={captchaImageUrl ?? undefined}
        imageLoading={snapshot.hasTag('captchaLoading')}
        onRefresh={() => send({ type: 'CAPTCHA.REFRESH' })}
        alternative={alternative}
        {...fieldProps('captcha')}
      />
      {snapshot.context.twoStepAsked ? (
        <TextField
          label={security.code}
          description={security.codeHint}
          autoComplete="one-time-code"
          {...fieldProps('twoStepCode')}
        />
      ) : null}
      {failure === null ? null : <FormFailure role="alert">{loginFailureText(failure, locale)}</FormFailure>}
      <Button type="submit" block loading={busy}>
        {text.signIn}
      </Button>
      <Link className={styles.link} to={routePaths.forgetPassword}>
        {text.forgotPassword}
      </Link>
    </PageForm>
  );
}
