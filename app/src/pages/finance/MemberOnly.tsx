import { useMessages } from '@platform/ui';
import type { ReactNode } from 'react';
import { useSignedIn } from '../../boot/AppRuntimeContext.tsx';
import { SignInPrompt } from '../../composer/BlockStatus.tsx';
import { walletsMessages } from '../../i18n/wallets.messages.ts';

/** Money pages are the member's own: a visitor is offered sign-in instead of a page of refused calls. */
export function MemberOnly({ children }: { children: ReactNode }) {
  const text = useMessages(walletsMessages);
  return useSignedIn() ? children : <SignInPrompt message={text.signInFirst} />;
}
