// '@niec/shared/forms': Formik-bound fields. Not part of the main entry so formik stays out of
// the first load of routes without forms.
export { TextField, TextAreaField, SelectField, type SelectOption } from './formik-field';
