import { useQuery } from '@tanstack/react-query';
import { useSnapshot } from 'valtio';
import { currentUserQueryOptions, sessionStore } from '@/domain/session';
import { useUpdateSettingsMutation } from '../../api/settings-mutation';
import { ShowFailedTasksSwitch } from './show-failed-tasks-switch';

/** Settings that apply at once; the switch reads the shared user query, which the mutation updates first. */
export function PreferencesSection() {
  const { token } = useSnapshot(sessionStore);
  const user = useQuery(currentUserQueryOptions(token));
  const updateSettings = useUpdateSettingsMutation();
  return (
    <ShowFailedTasksSwitch
      // The spec's default is on, which also fills the switch until the user arrives.
      isSelected={user.data?.settings.show_failed_tasks ?? true}
      isDisabled={!user.data}
      onChange={(isSelected) => updateSettings.mutate({ show_failed_tasks: isSelected })}
    />
  );
}
