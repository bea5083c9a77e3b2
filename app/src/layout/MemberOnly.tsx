import { useMessages } from '@platform/ui';
import type { ReactNode } from 'react';
import { useSignedIn } from '../boot/AppRuntimeContext.tsx';
import { SignInPrompt } from '../composer/BlockStatus.tsx';
import { appCatalog } from '../i18n/appCatalog.ts';

/**
 * A member's own page: a visitor is offered sign-in instead of a page of refused calls (a request without a token
 * would be answered "token" and redirect). `message` says what signing in shows, when a page has better words.
 */
export function MemberOnly({ children, message }: { children: ReactNode; message?: string }) {
  const text = useMessages(appCatalog).memberOnly;
  return useSignedIn() ? children : <SignInPrompt message={message ?? text.signInToSee} />;
}
