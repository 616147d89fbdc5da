/**
 * What the teams module tells people about, through whatever delivers notifications. The notifications module
 * (notify) is wired in app.ts; this module only says who should hear what, after its change has committed.
 */
export type TeamNotice =
  | { kind: 'team_invitation'; teamId: string; teamName: string; inviterName: string; role: 'member' | 'admin' }
  | { kind: 'team_role_changed'; teamId: string; teamName: string; role: 'member' | 'admin' }
  | { kind: 'team_removed'; teamId: string; teamName: string }
  | { kind: 'team_points_received'; teamId: string; teamName: string; amount: number; fromName: string };

export interface TeamNotifier {
  /** Must not throw for a delivery problem: the team change it reports has already happened. */
  notify(userId: string, notice: TeamNotice): Promise<void>;
}
