export { Description, FieldError, FieldGroup, fieldClassNames, Input, Label } from './field';
export type { DescriptionProps, FieldErrorProps, FieldGroupProps, InputProps, LabelProps } from './field';
