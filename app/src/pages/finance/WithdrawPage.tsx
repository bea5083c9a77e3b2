import {
  parseAmountToMinorUnits,
  routePaths,
  SITE_WALLET_CURRENCY,
  validateAmount,
  validateWithdrawPassword,
} from '@platform/domain';
import { securityCentreSettings } from '@platform/site-config';
import {
  AmountField,
  Button,
  MoneyDisplay,
  PageColumn,
  PageEmpty,
  PageForm,
  PageSection,
  QueryContent,
  Select,
  TextField,
  useLocale,
  useMessages,
  WithdrawalAccountCard,
} from '@platform/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApiClient, useSiteConfig } from '../../boot/AppRuntimeContext.tsx';
import { type SavedWithdrawalAccount, withdrawalAccountsQuery } from '../../data/cards.ts';
import { amountLimits, refreshBalances, type WithdrawTerms, withdrawTermsQuery } from '../../data/finance.ts';
import { balanceQuery } from '../../data/member.ts';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { securityCatalog } from '../../i18n/securityCatalog.ts';
import { failureText } from '../../i18n/serverText.ts';
import { MemberOnly } from '../../layout/MemberOnly.tsx';
import { useDateTimeFormat } from '../../pageParts/useDateTimeFormat.ts';
import { useIdempotencyKey } from '../../pageParts/useIdempotencyKey.ts';
import { WithdrawPasswordField } from '../../pageParts/WithdrawPasswordField.tsx';
import { WithdrawPasswordGate } from '../../pageParts/WithdrawPasswordGate.tsx';
import { WithdrawalProgress } from './WithdrawalProgress.tsx';
import { WithdrawTermsList } from './WithdrawTermsList.tsx';

/** `/finance/withdraw`: behind the withdraw-password gate, an account, the amount and the withdrawal password. */
export default function WithdrawPage() {
  return (
    <PageColumn>
      <MemberOnly>
        <WithdrawPasswordGate action="withdraw">
          <WithdrawContent />
        </WithdrawPasswordGate>
      </MemberOnly>
    </PageColumn>
  );
}

function WithdrawContent() {
  const client = useApiClient();
  const text = useMessages(appCatalog).withdraw;
  const navigate = useNavigate();
  const accounts = useQuery(withdrawalAccountsQuery(client));
  const balance = useQuery(balanceQuery(client));
  const terms = useQuery(withdrawTermsQuery(client));
  return (
    <QueryContent query={accounts}>
      {(list) =>
        list.length === 0 ? (
          <>
            <PageEmpty message={text.noAccounts} />
            <Button block onClick={() => navigate(routePaths.cards)}>
              {text.addAccount}
            </Button>
          </>
        ) : (
          <QueryContent query={balance}>
            {(wallet) => (
              <QueryContent query={terms}>
                {(current) => (
                  <WithdrawForm accounts={list} availableMinor={wallet.balanceMinor} terms={current} />
                )}
              </QueryContent>
            )}
          </QueryContent>
        )
      }
    </QueryContent>
  );
}

function WithdrawForm({
  accounts,
  availableMinor,
  terms,
}: {
  accounts: readonly SavedWithdrawalAccount[];
  availableMinor: number;
  terms: WithdrawTerms;
}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { currencyDisplay } = useSiteConfig();
  const locale = useLocale();
  const text = useMessages(appCatalog).withdraw;
  const formatTime = useDateTimeFormat();
  const [accountId, setAccountId] = useState(accounts[0]?.id ?? '');
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [twoStepCode, setTwoStepCode] = useState('');
  const [attempted, setAttempted] = useState(false);
  const codeAsked = useTwoStepAskedAbove();
  const securityText = useMessages(securityCatalog);
  const idempotencyKey = useIdempotencyKey();
  const account = accounts.find((candidate) => candidate.id === accountId) ?? accounts[0];
  const limits = amountLimits(availableMinor);
  const withdraw = useMutation({
    mutationFn: async (body: {
      withdrawalAccountId: string;
      amountMinor: number;
      withdrawPassword: string;
      twoStepCode?: string;
    }) =>
      client.api.withdraw({
        // Sealed per attempt (single-use nonce); the server leaves the password out of the idempotency check.
        body: await client.encryptPasswordFields('withdraw', body),
        idempotencyKey: idempotencyKey.current(),
      }),
    onSettled: async (_request, error) => {
      idempotencyKey.settle(error ?? undefined);
      await refreshBalances(client, queryClient);
    },
    onSuccess: () => {
      setPassword('');
      setTwoStepCode('');
    },
  });
  if (account === undefined) return null;
  if (withdraw.data !== undefined) {
    return (
      <PageSection aria-label={text.statusTitle}>
        <WithdrawalProgress submitted={withdraw.data} onAnother={() => withdraw.reset()} />
      </PageSection>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const amountMinor = parseAmountToMinorUnits(amount);
    // A second tap while the first is in flight is the same withdrawal: it is ignored, not sent again.
    if (withdraw.isPending || amountMinor === null || !validateAmount(amount, limits).ok) return;
    if (!validateWithdrawPassword(password).ok) return;
    withdraw.mutate({
      withdrawalAccountId: account.id,
      amountMinor,
      withdrawPassword: password,
      ...(codeAsked(amountMinor) && twoStepCode.trim() !== '' ? { twoStepCode: twoStepCode.trim() } : {}),
    });
  };
  return (
    <PageForm noValidate onSubmit={submit} aria-label={text.submit}>
      <Select
        label={text.account}
        required
        options={accounts.map((option) => ({
          value: option.id,
          label: `${option.bankName || option.network || option.holderName} ${option.accountNumberMasked}`,
        }))}
        value={account.id}
        onValueChange={setAccountId}
      />
      <WithdrawalAccountCard account={account} />
      {/* the server refuses it until then; saying so here saves a member a refused attempt */}
      {Date.parse(account.usableFrom) > Date.now() ? (
        <p role="note">{text.usableFrom(formatTime(account.usableFrom))}</p>
      ) : null}
      <p>
        {text.available} <MoneyDisplay amount={{ minor: availableMinor }} currency={currencyDisplay} />
      </p>
      <AmountField
        label={text.amount}
        required
        {...limits}
        currencyCode={SITE_WALLET_CURRENCY}
        value={amount}
        onValueChange={setAmount}
        showValidation={attempted}
      />
      <WithdrawTermsList terms={terms} amountMinor={parseAmountToMinorUnits(amount) ?? 0} />
      <WithdrawPasswordField
        label={text.withdrawPassword}
        purpose="current"
        value={password}
        onValueChange={setPassword}
        showValidation={attempted}
      />
      {codeAsked(parseAmountToMinorUnits(amount) ?? 0) ? (
        <TextField
          label={securityText.code}
          description={securityText.codeHint}
          autoComplete="one-time-code"
          required
          value={twoStepCode}
          onValueChange={setTwoStepCode}
        />
      ) : null}
      {withdraw.isError ? <p role="alert">{failureText(withdraw.error, locale)}</p> : null}
      <Button type="submit" block loading={withdraw.isPending}>
        {text.submit}
      </Button>
    </PageForm>
  );
}

/**
 * Whether the site asks a two-step code for a withdrawal of this amount (its security centre's setting); the server
 * decides, this only shows the field before it has to ask.
 */
function useTwoStepAskedAbove(): (amountMinor: number) => boolean {
  const { twoStepVerification, twoStepWithdrawalAboveMinor } = securityCentreSettings(useSiteConfig());
  return (amountMinor) =>
    twoStepVerification && twoStepWithdrawalAboveMinor !== null && amountMinor > twoStepWithdrawalAboveMinor;
}
