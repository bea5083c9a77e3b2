import {
  Button,
  ListCell,
  ListGroup,
  PageForm,
  QrCode,
  QueryContent,
  TextField,
  useMessages,
} from '@platform/ui';
import { type UseMutationResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useApiClient } from '../../boot/AppRuntimeContext.tsx';
import { securityCalls, securityKeys, twoStepStatusQuery } from '../../data/security.ts';
import { securityCatalog } from '../../i18n/securityCatalog.ts';
import { MemberPage } from '../../layout/MemberPage.tsx';
import { FormSubmit } from '../../pageParts/FormSubmit.tsx';
import { SiteMoney } from '../../pageParts/SiteMoney.tsx';
import { SecurityFeature } from './SecurityFeature.tsx';

/**
 * `/setting/security/twoStep`: turn two-step verification on (a new secret as a QR code, a setup link and a key, confirmed
 * with a first code, then the recovery codes shown once) or off (with a code or a recovery code).
 */
export default function TwoStepPage() {
  return (
    <MemberPage>
      <SecurityFeature part="twoStepVerification">
        <TwoStep />
      </SecurityFeature>
    </MemberPage>
  );
}

function TwoStep() {
  const client = useApiClient();
  const status = useQuery(twoStepStatusQuery(client));
  // Kept here, not in the query: recovery codes are shown once, right after the server made them.
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  if (recoveryCodes !== null)
    return <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
  return (
    <QueryContent query={status}>
      {(current) => (
        <>
          <WhenAsked withdrawalAboveMinor={current.withdrawalAboveMinor} />
          {current.enabled ? (
            <TurnOff recoveryCodesLeft={current.recoveryCodesLeft} />
          ) : (
            <TurnOn onConfirmed={setRecoveryCodes} />
          )}
        </>
      )}
    </QueryContent>
  );
}

function WhenAsked({ withdrawalAboveMinor }: { withdrawalAboveMinor: number | null }) {
  const text = useMessages(securityCatalog);
  return (
    <ListGroup title={text.twoStep} footer={text.twoStepIntro}>
      <ListCell title={text.twoStepWhen} />
      {withdrawalAboveMinor === null ? null : (
        <ListCell title={text.twoStepWithdrawalAbove} value={<SiteMoney minor={withdrawalAboveMinor} />} />
      )}
    </ListGroup>
  );
}

/** The code field and its submit, shared by turning on and off. */
function CodeForm({
  mutation,
  label,
  description,
}: {
  mutation: UseMutationResult<unknown, Error, string>;
  label: string;
  description: string;
}) {
  const text = useMessages(securityCatalog);
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() !== '' && !mutation.isPending) mutation.mutate(code.trim());
  };
  return (
    <PageForm inset onSubmit={submit} noValidate aria-label={label}>
      <TextField
        label={text.code}
        description={description}
        autoComplete="one-time-code"
        inputMode="text"
        required
        value={code}
        onValueChange={setCode}
        disabled={mutation.isPending}
      />
      <FormSubmit mutation={mutation} label={label} />
    </PageForm>
  );
}

function TurnOn({ onConfirmed }: { onConfirmed: (codes: string[]) => void }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const text = useMessages(securityCatalog);
  const calls = securityCalls(client);
  const enrol = useMutation({ mutationFn: calls.enrolTwoStep });
  const confirm = useMutation<unknown, Error, string>({
    mutationFn: async (code) => {
      const { recoveryCodes } = await calls.confirmTwoStep(code);
      onConfirmed(recoveryCodes);
      await queryClient.invalidateQueries({ queryKey: securityKeys.twoStepStatus });
    },
  });
  if (!enrol.data) {
    return (
      <PageForm
        inset
        noValidate
        aria-label={text.turnOn}
        onSubmit={(event) => {
          event.preventDefault();
          if (!enrol.isPending) enrol.mutate();
        }}
      >
        <FormSubmit mutation={enrol} label={text.turnOn} />
      </PageForm>
    );
  }
  return (
    <>
      <QrCode value={enrol.data.otpauthUri} label={text.qrCode} />
      <ListGroup title={text.turnOn} footer={text.enrolSteps}>
        <ListCell title={text.setupLink} href={enrol.data.otpauthUri} />
        <ListCell title={text.secretKey} description={<code>{enrol.data.secret}</code>} />
      </ListGroup>
      <CodeForm mutation={confirm} label={text.confirm} description={text.codeHint} />
    </>
  );
}

function TurnOff({ recoveryCodesLeft }: { recoveryCodesLeft: number }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const text = useMessages(securityCatalog);
  const disable = useMutation<unknown, Error, string>({
    mutationFn: async (code) => {
      await securityCalls(client).disableTwoStep(code);
      await queryClient.invalidateQueries({ queryKey: securityKeys.twoStepStatus });
    },
  });
  return (
    <>
      <ListGroup footer={text.turnOffIntro}>
        <ListCell
          title={text.twoStep}
          value={text.on}
          description={text.recoveryCodesLeft(recoveryCodesLeft)}
        />
      </ListGroup>
      <CodeForm mutation={disable} label={text.turnOff} description={text.codeHint} />
    </>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = useMessages(securityCatalog);
  return (
    <PageForm
      inset
      noValidate
      aria-label={text.recoveryCodesTitle}
      onSubmit={(event) => {
        event.preventDefault();
        onDone();
      }}
    >
      <ListGroup title={text.recoveryCodesTitle} footer={text.recoveryCodesIntro}>
        {codes.map((code) => (
          <ListCell key={code} title={<code>{code}</code>} />
        ))}
      </ListGroup>
      <Button type="submit" block>
        {text.done}
      </Button>
    </PageForm>
  );
}
