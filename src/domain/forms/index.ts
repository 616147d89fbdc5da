export { codeProblem, isBlank, isEmailAddress, isPasswordTooShort } from './field-checks';
export { hasErrors, readForm, translateErrors } from './field-errors';
export type { FieldErrors } from './field-errors';
