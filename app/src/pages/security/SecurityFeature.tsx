import { errorMessage } from '@platform/contract';
import { PageEmpty, useLocale } from '@platform/ui';
import type { ReactNode } from 'react';
import { useSecurityCentre } from './useSecurityCentre.ts';

/** A security-centre page's content, or the contract's "not offered here" on a site without that part. */
export function SecurityFeature({
  part,
  children,
}: {
  part: 'enabled' | 'twoStepVerification';
  children: ReactNode;
}) {
  const locale = useLocale();
  const settings = useSecurityCentre();
  return settings[part] ? (
    children
  ) : (
    <PageEmpty message={errorMessage('SECURITY_FEATURE_UNAVAILABLE', locale)} />
  );
}
