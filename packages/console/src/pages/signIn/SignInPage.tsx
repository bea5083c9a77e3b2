import { Button, PasswordField, TextField } from '@platform/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useConsoleRuntime } from '../../boot/consoleRuntime.tsx';
import { QUEUES_PATH } from '../../data/consolePaths.ts';
import { consoleQueries } from '../../data/consoleQueries.ts';
import { useConsoleText } from '../../i18n/useConsoleText.ts';
import { LanguageSwitch } from '../../layout/LanguageSwitch.tsx';
import { AuthenticatorCodeField, isWholeCode } from '../../pageParts/AuthenticatorCodeField.tsx';
import * as styles from '../../pageParts/consoleStyles.css.ts';
import { EnrolmentSecret } from './EnrolmentSecret.tsx';
import * as signInStyles from './signIn.css.ts';

type Enrolment = { secret: string; otpauthUri: string; recoveryCodes: string[] };
type Step = { kind: 'password' } | { kind: 'code'; enrolment: Enrolment | null };

function ErrorLine({ error }: { error: Error | null }) {
  return error === null ? null : (
    <p className={styles.notice} role="alert">
      {error.message}
    </p>
  );
}

/**
 * Operator sign-in in two steps: name and password, then the authenticator's code (or one of the operator's
 * recovery codes). An operator without an authenticator is given a new secret and recovery codes first (shown once)
 * and confirms the secret with its first code.
 */
export default function SignInPage() {
  const text = useConsoleText();
  const { call } = useConsoleRuntime();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  // An enrolled operator without the phone types a recovery code in place of the authenticator's.
  const [byRecoveryCode, setByRecoveryCode] = useState(false);

  const signIn = useMutation({
    mutationFn: async () => {
      const reply = await call('consoleSignIn', { body: { username, password } });
      const enrolment =
        reply.next === 'enrolTwoStep' ? await call('consoleTwoStepEnrol', { body: {} }) : null;
      return enrolment;
    },
    onSuccess: (enrolment) => {
      setPassword('');
      setStep({ kind: 'code', enrolment });
    },
  });
  const verify = useMutation({
    mutationFn: () =>
      byRecoveryCode
        ? call('consoleTwoStepRecover', { body: { recoveryCode: code } })
        : call('consoleTwoStepVerify', { body: { code } }),
    onSuccess: (operator) => {
      queryClient.setQueryData(consoleQueries.session(call).queryKey, operator);
      navigate(QUEUES_PATH, { replace: true });
    },
  });

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate();
  };
  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    verify.mutate();
  };
  const switchSecondStep = () => {
    setCode('');
    verify.reset();
    setByRecoveryCode(!byRecoveryCode);
  };
  const codeHeading =
    step.kind === 'code' && step.enrolment !== null
      ? text.signIn.enrolHeading
      : byRecoveryCode
        ? text.signIn.recoveryHeading
        : text.signIn.codeHeading;

  return (
    <main className={signInStyles.card}>
      <LanguageSwitch />
      <h1 className={styles.heading}>{text.title}</h1>
      {step.kind === 'password' ? (
        <form className={styles.panel} onSubmit={submitPassword} aria-label={text.signIn.heading}>
          <h2 className={styles.subheading}>{text.signIn.heading}</h2>
          <TextField
            label={text.signIn.username}
            value={username}
            onValueChange={setUsername}
            autoComplete="username"
            required
          />
          <PasswordField
            label={text.signIn.password}
            value={password}
            onValueChange={setPassword}
            purpose="current"
            rule={null}
            required
          />
          <ErrorLine error={signIn.error} />
          <Button type="submit" block loading={signIn.isPending}>
            {text.signIn.submit}
          </Button>
        </form>
      ) : (
        <form className={styles.panel} onSubmit={submitCode} aria-label={codeHeading}>
          <h2 className={styles.subheading}>{codeHeading}</h2>
          {step.enrolment === null ? null : <EnrolmentSecret {...step.enrolment} />}
          {byRecoveryCode ? (
            <TextField
              label={text.signIn.recoveryCode}
              description={text.signIn.recoveryCodeHint}
              value={code}
              onValueChange={setCode}
              autoComplete="off"
              spellCheck={false}
              required
            />
          ) : (
            <AuthenticatorCodeField
              label={text.signIn.code}
              description={text.signIn.codeHint}
              value={code}
              onValueChange={setCode}
            />
          )}
          <ErrorLine error={verify.error} />
          <Button
            type="submit"
            block
            loading={verify.isPending}
            disabled={byRecoveryCode ? code.trim() === '' : !isWholeCode(code)}
          >
            {text.signIn.verify}
          </Button>
          {step.enrolment === null ? (
            <Button tone="ghost" block onClick={switchSecondStep}>
              {byRecoveryCode ? text.signIn.useAuthenticator : text.signIn.useRecoveryCode}
            </Button>
          ) : null}
          <Button
            tone="ghost"
            block
            onClick={() => {
              setCode('');
              verify.reset();
              setByRecoveryCode(false);
              setStep({ kind: 'password' });
            }}
          >
            {text.signIn.startOver}
          </Button>
        </form>
      )}
    </main>
  );
}
