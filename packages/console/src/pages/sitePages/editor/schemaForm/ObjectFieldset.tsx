import { FieldGroup } from './FieldGroup.tsx';
import type { FieldProps } from './fieldProps.ts';
import { ObjectFields } from './ObjectFields.tsx';

/** A nested object prop: its fields in a group named by the prop. */
export function ObjectFieldset(props: FieldProps) {
  return (
    <FieldGroup label={props.label} path={props.path}>
      <ObjectFields {...props} />
    </FieldGroup>
  );
}
