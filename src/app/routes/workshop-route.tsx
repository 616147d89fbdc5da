import { AppShell, WorkshopPlaceholder } from '../../features/shell';
import { RequireAuth } from '../guards';
import { useLogout } from '../use-logout';

/** /workshop/{templateId}: the signed-in shell around the workshop. */
export function WorkshopRoute() {
  const logout = useLogout();
  return (
    <RequireAuth>
      <AppShell onLogout={() => void logout()}>
        <WorkshopPlaceholder />
      </AppShell>
    </RequireAuth>
  );
}

export { WorkshopRoute as Component };
