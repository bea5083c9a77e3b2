import { Select } from '@platform/ui';
import { useConsoleText } from '../i18n/useConsoleText.ts';
import { useSignedInOperator } from '../layout/signedInOperator.ts';

/**
 * A choice among the operator's own sites (from the session: a scoped operator is never offered another site's
 * code). `anyLabel` adds an "every site" choice, valued ''.
 */
export function SiteSelect({
  value,
  onChange,
  anyLabel,
}: {
  value: string;
  onChange: (siteCode: string) => void;
  anyLabel?: string;
}) {
  const operator = useSignedInOperator();
  const text = useConsoleText();
  const sites = operator.sites.map((site) => ({ value: site.siteCode, label: site.siteCode }));
  return (
    <Select
      label={text.site.label}
      value={value}
      onValueChange={onChange}
      options={anyLabel === undefined ? sites : [{ value: '', label: anyLabel }, ...sites]}
    />
  );
}
