import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { useSnapshot } from 'valtio';
import { useTranslation } from '@/lib/i18n';
import { IconButton, Tooltip, TooltipTrigger } from '@/design-system';
import { setSidePanelCollapsed, sidePanelStore } from '../state/side-panel-store';
import { giveNavigationFeedback } from './nav-feedback';
import { isActivePath, sidePanelItems, type NavItem, type ShellHrefs } from './nav-items';
import styles from './side-panel.module.css';

export interface SidePanelProps {
  /** The current location's path, to highlight its entry. */
  currentPath: string;
  hrefs: ShellHrefs;
  /** What sits under the menu, given the collapsed state: the projects feature's tree (spec part 2 §2). */
  projectPanel?: (isCollapsed: boolean) => ReactNode;
}

/**
 * The collapsible left panel of tablets and desktops (spec part 1 §2). Collapsed it is exactly 4rem wide and shows
 * icons only, each naming itself in a tooltip; the state is remembered on this device.
 */
export function SidePanel({ currentPath, hrefs, projectPanel }: SidePanelProps) {
  const { t } = useTranslation();
  const { isCollapsed } = useSnapshot(sidePanelStore);
  return (
    <nav aria-label={t('nav.label')} className={styles.panel} data-collapsed={isCollapsed || undefined}>
      <ul className={styles.list}>
        {sidePanelItems.map((item) => (
          <li key={item.id}>
            <SidePanelLink
              item={item}
              href={hrefs[item.id]}
              isActive={isActivePath(currentPath, hrefs[item.id])}
              isCollapsed={isCollapsed}
            />
          </li>
        ))}
      </ul>
      {projectPanel?.(isCollapsed)}
      <IconButton
        aria-label={t(isCollapsed ? 'nav.expand' : 'nav.collapse')}
        hasTooltip
        tooltipPlacement="end"
        className={styles.toggle}
        onPress={() => setSidePanelCollapsed(!isCollapsed)}
      >
        {isCollapsed ? <PanelLeftOpen data-directional /> : <PanelLeftClose data-directional />}
      </IconButton>
    </nav>
  );
}

interface SidePanelLinkProps {
  item: NavItem;
  href: string;
  isActive: boolean;
  isCollapsed: boolean;
}

function SidePanelLink({ item, href, isActive, isCollapsed }: SidePanelLinkProps) {
  const { t } = useTranslation();
  const Icon = item.icon;
  const label = t(item.labelKey);
  const link = (
    <Link href={href} aria-current={isActive ? 'page' : undefined} onPress={giveNavigationFeedback} className={styles.link}>
      <Icon aria-hidden="true" className={styles.icon} />
      <span className={isCollapsed ? `${styles.label} visually-hidden` : styles.label}>{label}</span>
    </Link>
  );
  if (!isCollapsed) return link;
  return (
    <TooltipTrigger delay={300}>
      {link}
      <Tooltip placement="end">{label}</Tooltip>
    </TooltipTrigger>
  );
}
