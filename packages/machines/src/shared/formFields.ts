type Form<TField extends string, TCode> = {
  values: Record<TField, string>;
  fieldErrors: Partial<Record<TField, TCode>>;
};

/** A typed value replaces the field's value and hides its prompt: the member is fixing it. */
export function changeField<TField extends string, TCode>(
  form: Form<TField, TCode>,
  change: { field: TField; value: string },
): Form<TField, TCode> {
  return {
    values: { ...form.values, [change.field]: change.value },
    fieldErrors: { ...form.fieldErrors, [change.field]: undefined },
  };
}
