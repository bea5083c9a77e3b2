import { type SecurityCentreSettings, securityCentreSettings } from '@platform/site-config';
import { useSiteConfig } from '../../boot/AppRuntimeContext.tsx';

/** What this site offers of the security centre (its config; the server refuses the rest). */
export function useSecurityCentre(): SecurityCentreSettings {
  return securityCentreSettings(useSiteConfig());
}
