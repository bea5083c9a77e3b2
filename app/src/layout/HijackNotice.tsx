import { DomainHijackNotice } from '@platform/ui';
import { useAppRuntime } from '../boot/AppRuntimeContext.tsx';

/**
 * The domain-hijack notice (spec §8), open from the moment it is raised. Its own module so the dialog (Radix) is
 * downloaded only when a page has something to warn about: RootLayout loads it lazily.
 */
export default function HijackNotice() {
  const { hijack } = useAppRuntime();
  return <DomainHijackNotice open onOpenChange={(open) => (open ? hijack.raise() : hijack.dismiss())} />;
}
