import { User, Users } from 'lucide-react';
import styles from './workspace-selector.module.css';

/** A team the user can work in; the teams feature supplies the list through the app. */
export interface WorkspaceTeam {
  id: string;
  name: string;
}

/** The trigger's icon: one person for Personal, a group for a team. */
export function WorkspaceIcon({ isTeam }: { isTeam: boolean }) {
  return isTeam ? <Users aria-hidden="true" className={styles.icon} /> : <User aria-hidden="true" className={styles.icon} />;
}
