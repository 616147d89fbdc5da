export { Badge } from './badge';
export type { BadgeProps, BadgeVariant } from './badge';
