import { composeSitePermissions } from '@platform/contract';
import { Button } from '@platform/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import { useConsoleRuntime } from '../boot/consoleRuntime.tsx';
import {
  ACCOUNT_PATH,
  AUDIT_PATH,
  CONTENT_PATH,
  MEMBERS_PATH,
  OPERATORS_PATH,
  QUEUES_PATH,
  SIGN_IN_PATH,
  SITE_PAGES_PATH,
} from '../data/consolePaths.ts';
import { operatorMay } from '../data/operatorPermissions.ts';
import { useConsoleText } from '../i18n/useConsoleText.ts';
import * as styles from './consoleLayout.css.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { OperatorGate } from './OperatorGate.tsx';
import { useSignedInOperator } from './signedInOperator.ts';

function SignOutButton() {
  const { call } = useConsoleRuntime();
  const text = useConsoleText();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signOut = useMutation({
    mutationFn: () => call('consoleSignOut', { body: {} }),
    // Whatever the server answered, this browser forgets what the session showed.
    onSettled: () => {
      queryClient.clear();
      navigate(SIGN_IN_PATH, { replace: true });
    },
  });
  return (
    <Button tone="secondary" loading={signOut.isPending} onClick={() => signOut.mutate()}>
      {text.nav.signOut}
    </Button>
  );
}

function ConsoleHeader() {
  const text = useConsoleText();
  const operator = useSignedInOperator();
  const links = [
    { to: QUEUES_PATH, label: text.nav.queues },
    { to: AUDIT_PATH, label: text.nav.audit },
    { to: MEMBERS_PATH, label: text.nav.members },
    { to: CONTENT_PATH, label: text.nav.content },
    // The composer is offered to operators who may compose some site's pages (editContent or publishSite).
    ...(operator.sites.some((site) => operatorMay(operator, site.siteCode, composeSitePermissions))
      ? [{ to: SITE_PAGES_PATH, label: text.nav.sitePages }]
      : []),
    // Operator management is an admin's: nobody else is offered the page.
    ...(operator.role === 'admin' ? [{ to: OPERATORS_PATH, label: text.nav.operators }] : []),
    { to: ACCOUNT_PATH, label: text.nav.account },
  ];
  return (
    <header className={styles.header}>
      <p className={styles.title}>{text.title}</p>
      <nav aria-label={text.nav.label}>
        <ul className={styles.navList}>
          {links.map((link) => (
            <li key={link.to}>
              <NavLink className={styles.navLink} to={link.to}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <p className={styles.operatorLine}>
        {text.operator.signedInAs(operator.username)} · {text.operator.roles[operator.role]}
      </p>
      <LanguageSwitch />
      <SignOutButton />
    </header>
  );
}

/** The signed-in console: header (pages, operator, language, sign-out) over the page. */
export function ConsoleLayout() {
  return (
    <OperatorGate>
      <ConsoleHeader />
      <main>
        <Outlet />
      </main>
    </OperatorGate>
  );
}
