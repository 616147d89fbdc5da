import { Armchair, Gauge, Sparkles, UserCog, UserMinus } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { IconButton, Link, Switch } from '@/design-system';
import { paths } from '@/domain/paths';
import { membersHeading, type TeamAbilities } from '../../team-abilities';
import type { TeamDetails, TeamDetailsMember, TeamMember } from '../../team-types';
import { RoleIcon } from '../role-icon';
import { MemberBudgetLine } from './member-budget-line';
import teamSection from '../team-section.module.css';
import styles from './member-list.module.css';

export interface MemberListProps {
  team: TeamDetails;
  viewerId: string;
  abilities: TeamAbilities;
  /** Members whose seat is being changed: their switch rests until the server answers. @default [] */
  seatsChanging?: string[];
  onToggleSeat: (member: TeamMember, assign: boolean) => void;
  onChangeRole: (member: TeamMember) => void;
  onRemove: (member: TeamMember) => void;
  /** Opens the member's monthly budget (owner and admin, on members other than the owner). */
  onSetBudget: (member: TeamDetailsMember) => void;
}

/**
 * The members (spec part 1 §2): the heading's count, seats for owner and admin (or Upgrade when none were bought),
 * then each member with a role icon; owner and admin get a seat switch, Change role and Remove on the others (both
 * disabled on the owner) and their monthly budget on the others but the owner, and a plain member holding a seat reads
 * 'You have a seat'. Each member's use of the pool this month shows to owner and admin, and to the member themselves.
 */
export function MemberList(props: MemberListProps) {
  const { team, viewerId, abilities, seatsChanging = [] } = props;
  const { t } = useTranslation();
  const heading = membersHeading(team, abilities);
  const viewer = team.members.find((member) => member.user_id === viewerId);

  return (
    <section className={teamSection.section} aria-labelledby="team-members-title">
      <div className={styles.headingRow}>
        <h2 id="team-members-title" className={teamSection.title}>
          {t(heading.key, heading.values)}
        </h2>
        {abilities.canManage && <SeatsIndicator team={team} />}
        {!abilities.canManage && viewer?.is_seated_member && (
          <span className={styles.ownSeat}>
            <Armchair size={16} aria-hidden="true" />
            {t('teams.detail.youHaveSeat')}
          </span>
        )}
      </div>
      <ul className={teamSection.list} aria-label={t('teams.detail.membersList')}>
        {team.members.map((member) => {
          const isViewer = member.user_id === viewerId;
          const isOwnerMember = member.role === 'owner' || member.user_id === team.owner_user_id;
          return (
            <li key={member.user_id} className={`${teamSection.row} ${styles.row}`}>
              <span className={styles.avatar} data-role={member.role}>
                <RoleIcon role={member.role} size={18} />
              </span>
              <span className={styles.who}>
                <span className={styles.name}>
                  <bdi>{member.display_name}</bdi>
                  {isViewer && <span className={styles.you}>{t('teams.detail.you')}</span>}
                </span>
                <span className={styles.role}>{t(`teams.role.${member.role}`)}</span>
                {member.budget && <MemberBudgetLine budget={member.budget} />}
              </span>
              {abilities.canManage && !isViewer && (
                <span className={styles.controls}>
                  {abilities.canToggleSeats && (
                    <Switch
                      aria-label={t('teams.detail.seatFor', { name: member.display_name })}
                      isSelected={member.is_seated_member}
                      isDisabled={seatsChanging.includes(member.user_id)}
                      onChange={(assign) => props.onToggleSeat(member, assign)}
                    >
                      <span className={styles.seatLabel}>{t('teams.detail.seat')}</span>
                    </Switch>
                  )}
                  {!isOwnerMember && (
                    <IconButton
                      aria-label={t('teams.budget.setFor', { name: member.display_name })}
                      hasTooltip
                      onPress={() => props.onSetBudget(member)}
                    >
                      <Gauge />
                    </IconButton>
                  )}
                  <IconButton
                    aria-label={t('teams.detail.changeRole', { name: member.display_name })}
                    hasTooltip
                    isDisabled={isOwnerMember}
                    onPress={() => props.onChangeRole(member)}
                  >
                    <UserCog />
                  </IconButton>
                  <IconButton
                    aria-label={t('teams.detail.remove', { name: member.display_name })}
                    hasTooltip
                    isDisabled={isOwnerMember}
                    onPress={() => props.onRemove(member)}
                  >
                    <UserMinus />
                  </IconButton>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** 'Seats used / purchased' once seats were bought, otherwise a link to buy them. */
function SeatsIndicator({ team }: { team: TeamDetails }) {
  const { t } = useTranslation();
  if (team.purchased_seats <= 0) {
    return (
      <span className={styles.seats}>
        {t('teams.detail.noSeats')}
        <Link href={paths.billing} variant="standalone" className={styles.upgrade}>
          <Sparkles size={14} aria-hidden="true" />
          {t('teams.detail.upgrade')}
        </Link>
      </span>
    );
  }
  return (
    <span className={`${styles.seats} tabular-nums`} data-testid="team-seats">
      <Armchair size={16} aria-hidden="true" />
      {t('teams.detail.seats', { used: team.seated_members_count, purchased: team.purchased_seats })}
    </span>
  );
}
