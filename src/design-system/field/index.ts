export { Description, FieldGroup, FieldMessages, fieldClassNames, Input, Label } from './field';
export type { DescriptionProps, FieldErrorProps, FieldGroupProps, FieldMessagesProps, InputProps, LabelProps } from './field';
