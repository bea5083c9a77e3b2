import type { consoleEndpoints, EndpointResponse } from '@platform/contract';
import { Button } from '@platform/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useConsoleRuntime } from '../../boot/consoleRuntime.tsx';
import { OPERATORS_QUERY_KEY } from '../../data/consoleQueries.ts';
import { dateTimeText } from '../../i18n/formats.ts';
import { useConsoleText } from '../../i18n/useConsoleText.ts';
import { useSignedInOperator } from '../../layout/signedInOperator.ts';
import type { Announce } from '../../pageParts/ActionAnnouncement.tsx';
import * as styles from '../../pageParts/consoleStyles.css.ts';

type ListedOperator = EndpointResponse<(typeof consoleEndpoints)['consoleListOperators']>[number];

/** One operator: role, sites with permissions, two-step, state; disable it (not oneself) or reset its two-step. */
export function OperatorRow({ listed, announce }: { listed: ListedOperator; announce: Announce }) {
  const text = useConsoleText();
  const { call, locale } = useConsoleRuntime();
  const me = useSignedInOperator();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (what: 'disable' | 'resetTwoStep') =>
      what === 'disable'
        ? call('consoleDisableOperator', { body: { operatorId: listed.id } })
        : call('consoleResetOperatorTwoStep', { body: { operatorId: listed.id } }),
    onSuccess: (_reply, what) =>
      announce(
        what === 'disable'
          ? text.operators.disabledOutcome(listed.username)
          : text.operators.twoStepResetOutcome(listed.username),
      ),
    onError: (error) => announce(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: OPERATORS_QUERY_KEY }),
  });
  const disabled = listed.disabledAt !== null;
  return (
    <tr>
      <th scope="row">{listed.username}</th>
      <td>{text.operator.roles[listed.role]}</td>
      <td>
        {listed.sites
          .map(
            (site) =>
              `${site.siteCode}: ${site.permissions.map((permission) => text.operator.permissions[permission]).join(', ')}`,
          )
          .join(' · ') || '–'}
      </td>
      <td>{listed.twoStepEnrolled ? text.operators.enrolled : text.operators.notEnrolled}</td>
      <td>
        {disabled
          ? text.operators.disabledSince(dateTimeText(listed.disabledAt ?? '', locale))
          : text.operators.active}
      </td>
      <td>
        <div className={styles.toolbar}>
          {disabled || listed.id === me.id ? null : (
            <Button
              tone="danger"
              aria-label={text.operators.disableNamed(listed.username)}
              loading={change.isPending && change.variables === 'disable'}
              disabled={change.isPending}
              onClick={() => change.mutate('disable')}
            >
              {text.operators.disable}
            </Button>
          )}
          {disabled ? null : (
            <Button
              tone="secondary"
              aria-label={text.operators.resetTwoStepNamed(listed.username)}
              loading={change.isPending && change.variables === 'resetTwoStep'}
              disabled={change.isPending}
              onClick={() => change.mutate('resetTwoStep')}
            >
              {text.operators.resetTwoStep}
            </Button>
          )}
        </div>
      </td>
    </tr>
  );
}
