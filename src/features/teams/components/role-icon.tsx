import { Crown, ShieldCheck, User } from 'lucide-react';
import type { TeamRole } from '../team-types';

const icons = { owner: Crown, admin: ShieldCheck, member: User } as const;

/** The icon beside a member's role (spec part 1 §2: owner, admin, member); decorative, the role is written beside it. */
export function RoleIcon({ role, size = 16 }: { role: TeamRole; size?: number }) {
  const Icon = icons[role];
  return <Icon size={size} aria-hidden="true" data-role={role} />;
}
