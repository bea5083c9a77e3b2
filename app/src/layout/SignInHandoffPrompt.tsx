import { exchangeHandoffCode, type HandedSession } from '@platform/api-client';
import { ConfirmDialog, useMessages, useToast } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useApiClient, useAppRuntime } from '../boot/AppRuntimeContext.tsx';
import type { AppRuntime } from '../boot/appRuntime.ts';
import { memberInfoQuery } from '../data/member.ts';
import { appCatalog } from '../i18n/appCatalog.ts';
import type { AppStrings } from '../i18n/appStrings.ts';
import { failureText } from '../i18n/serverText.ts';

type Prompt =
  | { kind: 'none' }
  /** The tab was signed in when the link came: its session stays unless the member asks to switch. */
  | { kind: 'keptSession'; code: string }
  /** A visitor's link was exchanged: the account is shown, and used only once they confirm it is theirs. */
  | { kind: 'confirmAccount'; handed: HandedSession };

const SIGNED_IN_AS_TOAST_MS = 4000;

type SignInDependencies = {
  session: AppRuntime['session'];
  toast: ReturnType<typeof useToast>;
  text: AppStrings['signInHandoff'];
};

/** Makes the handed session the tab's (the native login flag with it) and says whose account it is. */
function signInWith({ session, toast, text }: SignInDependencies, handed: HandedSession): void {
  session.send({ type: 'SESSION.HANDOFF', token: handed.token, vid: handed.vid });
  toast.show(text.signedInAs(handed.username), { tone: 'positive', durationMs: SIGNED_IN_AS_TOAST_MS });
}

/**
 * The sign-in handoff (spec §4's `token` query parameter, a one-time code: api-client handoff.ts). A link must
 * neither replace the member's session nor sign a visitor into someone else's account unseen (login CSRF: their
 * deposits would go there). So: a signed-in tab keeps its session and says so, with "Switch account" as the only
 * way to use the link; a visitor sees "Continue as <account>?" before anything else, except in the native app's
 * webview, whose shell made the code with the member's own session, where a "Signed in as" toast says it.
 * Its own module, loaded by RootLayout only when a link arrived, so no other page load downloads the dialog.
 */
export default function SignInHandoffPrompt() {
  const client = useApiClient();
  const { handoffCode, session, nativeBridge, locale } = useAppRuntime();
  const text = useMessages(appCatalog).signInHandoff;
  const toast = useToast();
  const [prompt, setPrompt] = useState<Prompt>({ kind: 'none' });
  const currentMember = useQuery({ ...memberInfoQuery(client), enabled: prompt.kind === 'keptSession' });

  const showFailure = (error: unknown) => toast.show(failureText(error, locale), { tone: 'negative' });

  // Runs its body once per page load: the holder hands the code out a single time, whatever re-runs the effect.
  useEffect(() => {
    const code = handoffCode.take();
    if (code === null) return;
    if (session.signedIn()) {
      setPrompt({ kind: 'keptSession', code });
      return;
    }
    exchangeHandoffCode(client, code).then(
      (handed) => {
        if (nativeBridge.isNativeApp()) signInWith({ session, toast, text }, handed);
        else setPrompt({ kind: 'confirmAccount', handed });
      },
      (error: unknown) => toast.show(failureText(error, locale), { tone: 'negative' }),
    );
  }, [handoffCode, client, session, nativeBridge, toast, text, locale]);

  const close = (open: boolean) => {
    if (!open) setPrompt({ kind: 'none' });
  };

  if (prompt.kind === 'keptSession') {
    const account = currentMember.data?.username;
    return (
      <ConfirmDialog
        open={account !== undefined}
        onOpenChange={close}
        title={text.alreadySignedInAs(account ?? '')}
        message={text.linkNotUsed}
        cancelLabel={text.staySignedIn}
        confirmLabel={text.switchAccount}
        confirmTone="secondary"
        onConfirm={() => {
          exchangeHandoffCode(client, prompt.code).then((handed) => {
            // The member's own session ends in this tab (its member data with it) before the other one starts.
            session.send({ type: 'LOGOUT' });
            signInWith({ session, toast, text }, handed);
          }, showFailure);
        }}
      />
    );
  }
  if (prompt.kind === 'confirmAccount') {
    const { handed } = prompt;
    return (
      <ConfirmDialog
        open
        onOpenChange={close}
        title={text.continueAs(handed.username)}
        message={text.checkTheAccount(handed.username)}
        cancelLabel={text.notMe}
        confirmLabel={text.continue}
        // "Not me", Escape or a tap outside: the handed session is dropped unused, the tab stays a visitor.
        onConfirm={() => signInWith({ session, toast, text }, handed)}
      />
    );
  }
  return null;
}
