// '@niec/shared/forms': the form kit (Formik-bound fields, server errors, focus, submit button). Not part of
// the main entry so formik stays out of the first load of routes without forms.
export { TextField, TextAreaField, SelectField, type SelectOption } from './formik-field';
export { CheckboxGroupField, type CheckboxGroupFieldProps } from './checkbox-group-field';
export { FocusFirstInvalid } from './focus-first-invalid';
export { KeepEarlyInput, readEarlyInput, withEarlyInput, type EarlyValue } from './early-input';
export { FormikDraft } from './form-draft';
export { SubmitButton } from './submit-button';
export { useServerFieldErrors, type ServerFieldErrors } from './server-field-errors';
export {
  ProvinceRegencyFields,
  useDependentField,
  useDependentOptions,
  useProvinceRegency,
  type DependentOptions,
  type DependentStatus,
  type ProvinceRegencyText,
} from './province-regency';
export * from './fields/application-fields';
