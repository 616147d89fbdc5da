import { Plus, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button, Link } from '@/design-system';
import { paths } from '@/domain/paths';
import { CreateTeamForm } from '../dialogs/create-team-form';
import { TeamFormDialog } from '../dialogs/team-form-dialog';
import styles from './create-team-action.module.css';

/** Pro is the first plan that creates teams (the server's tier table, server/catalog/tiers.ts): Upgrade Plan lands on it. */
const createTeamUpgradePath = paths.upgradeTo('Pro');

export interface CreateTeamActionProps {
  /** userPermissions.teams.canCreate: without it the upgrade path shows instead of the button. */
  canCreate: boolean;
  /** Creates the team; rejects with the server's error. */
  onCreate: (teamName: string) => Promise<unknown>;
}

/** Create Team and its dialog, or, when the plan does not allow teams, a short hint and Upgrade Plan. */
export function CreateTeamAction({ canCreate, onCreate }: CreateTeamActionProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);

  if (!canCreate) {
    return (
      <div className={styles.upgrade}>
        <p className={styles.hint}>{t('teams.create.upgradeHint')}</p>
        <Link href={createTeamUpgradePath} variant="button">
          <Sparkles size={16} aria-hidden="true" />
          {t('teams.create.upgrade')}
        </Link>
      </div>
    );
  }

  return (
    <>
      <Button variant="primary" onPress={() => setOpen(true)}>
        <Plus size={16} aria-hidden="true" />
        {t('teams.create.button')}
      </Button>
      <TeamFormDialog title={t('teams.create.title')} isOpen={isOpen} onOpenChange={setOpen}>
        {(close) => <CreateTeamForm onCreate={onCreate} onClose={close} />}
      </TeamFormDialog>
    </>
  );
}
