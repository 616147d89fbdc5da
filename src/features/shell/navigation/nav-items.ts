import { CircleUserRound, FolderKanban, Images, Shapes, Sparkles, Users, type LucideIcon } from 'lucide-react';
import type { TranslationKey } from '@/lib/i18n';

/** The places of the product's navigation (spec part 1 §2 Shell). */
type NavId = 'workshop' | 'aiTools' | 'studio' | 'gallery' | 'teams' | 'account';

/** Where each place lives; the app passes its typed paths so the shell cannot drift from the router. */
export type ShellHrefs = Record<NavId, string>;

export interface NavItem {
  id: NavId;
  icon: LucideIcon;
  /** Translation key of the label; the side panel says My Studio where the phone bars, short of room, say Studio. */
  labelKey: TranslationKey;
}

const icons: Record<NavId, LucideIcon> = {
  workshop: Sparkles,
  aiTools: Shapes,
  studio: FolderKanban,
  gallery: Images,
  teams: Users,
  account: CircleUserRound,
};

const item = (id: NavId, labelKey: TranslationKey = `nav.${id}`): NavItem => ({ id, icon: icons[id], labelKey });

/** The left panel: Workshop, AI Tools, My Studio, Gallery, Teams, Account. */
export const sidePanelItems: NavItem[] = [
  item('workshop'),
  item('aiTools'),
  item('studio', 'nav.myStudio'),
  item('gallery'),
  item('teams'),
  item('account'),
];

/** The phone bottom bar and the landscape radial menu: Workshop, Gallery, Studio, Teams, Account. */
export const mobileItems: NavItem[] = [item('workshop'), item('gallery'), item('studio'), item('teams'), item('account')];

/**
 * Screens where the side panel is hidden and the bottom bar or radial menu navigates instead (the CSS of those
 * navigations uses the same query): what only the side panel offers must be reached another way there.
 */
export const sidePanelHiddenQuery = '(max-width: 767px), (orientation: landscape) and (max-height: 500px)';

const firstSegment = (path: string) => path.split('/').find(Boolean) ?? '';

/**
 * A place is active for every path in its section: /workshop/{any template} highlights Workshop and
 * /teams/{teamId} highlights Teams.
 */
export function isActivePath(currentPath: string, href: string): boolean {
  return firstSegment(currentPath) === firstSegment(href);
}
