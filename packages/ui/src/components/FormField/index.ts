export {
  FormField,
  type FormFieldControlProps,
  type FormFieldIds,
  FormFieldMessages,
  type FormFieldMessagesProps,
  type FormFieldProps,
  formFieldControlProps,
  useFormFieldIds,
} from './FormField.tsx';
export { type FieldRule, type FieldValidationOptions, useFieldValidation } from './useFieldValidation.ts';
export {
  splitValidatedFieldProps,
  type ValidatedFieldProps,
  type ValidatedFieldRenderProps,
  ValidatedFormField,
  type ValidatedFormFieldProps,
  valueControlHandlers,
} from './ValidatedFormField.tsx';
