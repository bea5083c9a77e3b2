import {
  type OperatorPermission,
  type OperatorRole,
  operatorPermissions,
  operatorRoles,
} from '@platform/contract';
import { Button, Checkbox, Select, TextField } from '@platform/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useConsoleRuntime } from '../../boot/consoleRuntime.tsx';
import { OPERATORS_QUERY_KEY } from '../../data/consoleQueries.ts';
import { useConsoleText } from '../../i18n/useConsoleText.ts';
import { useSignedInOperator } from '../../layout/signedInOperator.ts';
import type { Announce } from '../../pageParts/ActionAnnouncement.tsx';
import * as styles from '../../pageParts/consoleStyles.css.ts';

/** Permissions chosen per site; a site with none chosen is not granted. */
type Grants = Readonly<Record<string, readonly OperatorPermission[]>>;

const MINIMUM_PASSWORD_LENGTH = 12;

/**
 * A new operator: name, first password, role, and for a site operator the sites it works on with the permissions
 * on each (an admin has every site). It sets up its authenticator at its first sign-in.
 */
export function CreateOperatorForm({ announce }: { announce: Announce }) {
  const text = useConsoleText();
  const { call } = useConsoleRuntime();
  const me = useSignedInOperator();
  const queryClient = useQueryClient();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<OperatorRole>('siteOperator');
  const [grants, setGrants] = useState<Grants>({});
  const sites = Object.entries(grants)
    .filter(([, permissions]) => permissions.length > 0)
    .map(([siteCode, permissions]) => ({ siteCode, permissions: [...permissions] }));
  const create = useMutation({
    mutationFn: () =>
      call('consoleCreateOperator', {
        body: { username: username.trim(), password, role, sites: role === 'admin' ? [] : sites },
      }),
    onSuccess: () => {
      announce(text.operators.createdOutcome(username.trim()));
      setUsername('');
      setPassword('');
      setGrants({});
    },
    onError: (error) => announce(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: OPERATORS_QUERY_KEY }),
  });
  const toggle = (siteCode: string, permission: OperatorPermission, on: boolean) =>
    setGrants((current) => {
      const kept = (current[siteCode] ?? []).filter((held) => held !== permission);
      return { ...current, [siteCode]: on ? [...kept, permission] : kept };
    });
  const ready =
    username.trim().length >= 3 &&
    password.length >= MINIMUM_PASSWORD_LENGTH &&
    (role === 'admin' || sites.length > 0);
  return (
    <form
      className={styles.page}
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) create.mutate();
      }}
    >
      <TextField
        label={text.operators.username}
        value={username}
        onValueChange={setUsername}
        required
        minLength={3}
        maxLength={32}
        pattern="[A-Za-z0-9_.\-]+"
        autoComplete="off"
      />
      <TextField
        label={text.operators.password}
        description={text.operators.passwordHint}
        type="password"
        value={password}
        onValueChange={setPassword}
        required
        minLength={MINIMUM_PASSWORD_LENGTH}
        maxLength={128}
        autoComplete="new-password"
      />
      <Select
        label={text.operators.role}
        value={role}
        onValueChange={(value) => setRole(value as OperatorRole)}
        options={operatorRoles.map((value) => ({ value, label: text.operator.roles[value] }))}
      />
      {role === 'admin'
        ? null
        : me.sites.map(({ siteCode }) => (
            <fieldset key={siteCode} className={styles.toolbar}>
              <legend>{text.operators.grantsOn(siteCode)}</legend>
              {operatorPermissions.map((permission) => (
                <Checkbox
                  key={permission}
                  label={text.operator.permissions[permission]}
                  checked={(grants[siteCode] ?? []).includes(permission)}
                  onCheckedChange={(on) => toggle(siteCode, permission, on)}
                />
              ))}
            </fieldset>
          ))}
      <div className={styles.toolbar}>
        <Button type="submit" loading={create.isPending} disabled={!ready}>
          {text.operators.create}
        </Button>
      </div>
    </form>
  );
}
