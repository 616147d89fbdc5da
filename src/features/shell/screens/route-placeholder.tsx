import {
  ArrowLeft,
  CircleUserRound,
  CreditCard,
  FolderKanban,
  FolderOpen,
  Images,
  Receipt,
  Shapes,
  Sparkles,
  Users,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import { Link } from '@/design-system';
import { type TranslationKey, useTranslation } from '@/lib/i18n';
import styles from './route-placeholder.module.css';

/** Every route whose screen is not built yet; each says what arrives there, never a fake screen. */
export type PlaceholderScreen =
  'workshop' | 'aiTools' | 'studio' | 'project' | 'gallery' | 'teams' | 'team' | 'billing' | 'paymentPortal' | 'account';

const icons: Record<PlaceholderScreen, LucideIcon> = {
  workshop: Sparkles,
  aiTools: Shapes,
  studio: FolderKanban,
  project: FolderOpen,
  gallery: Images,
  teams: Users,
  team: UsersRound,
  billing: CreditCard,
  paymentPortal: Receipt,
  account: CircleUserRound,
};

/** The screens inside another, whose placeholder leads back to it. */
const backLabels: Partial<Record<PlaceholderScreen, TranslationKey>> = {
  project: 'shell.screens.project.back',
  team: 'shell.screens.team.back',
  paymentPortal: 'shell.screens.paymentPortal.back',
};

export interface RoutePlaceholderProps {
  screen: PlaceholderScreen;
  /** Where the screen's back link leads (a team back to Teams, say); no link without it, nor for a screen that has no back label. */
  backHref?: string;
}

/** The honest empty state of a route that exists before its screen does. */
export function RoutePlaceholder({ screen, backHref }: RoutePlaceholderProps) {
  const { t } = useTranslation();
  const Icon = icons[screen];
  const titleId = `placeholder-${screen}-title`;
  const backLabel = backLabels[screen];
  return (
    <section className={styles.empty} aria-labelledby={titleId}>
      <Icon size={32} aria-hidden="true" className={styles.icon} />
      <h1 id={titleId} className={styles.title}>
        {t(`shell.screens.${screen}.title`)}
      </h1>
      <p className={styles.text}>{t(`shell.screens.${screen}.comingNext`)}</p>
      {backHref && backLabel && (
        <Link href={backHref} variant="standalone">
          <ArrowLeft aria-hidden="true" data-directional />
          {t(backLabel)}
        </Link>
      )}
    </section>
  );
}
