import type { WorkshopNavigationState } from '@/domain/generation';

/** What the app gives the palette: where it may lead and the app-wide actions it may start. */
export interface PaletteActions {
  /** The active workspace (a team's id, or null for the personal one): its projects and templates are offered. */
  teamId: string | null;
  /** Goes to a path of the app, with router state for the workshop's inputs; the app passes its navigate. */
  onNavigate: (href: string, state?: WorkshopNavigationState) => void;
  /** Opens the queue's panel. */
  onOpenQueue: () => void;
}
