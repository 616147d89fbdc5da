import { FolderKanban, LayoutTemplate, Navigation, Users, Zap } from 'lucide-react';
import { ListBox, ListBoxItem, ListBoxSection } from '@/design-system';
import { useTranslation } from '@/lib/i18n';
import { groupBySection, type CommandSection, type PaletteCommand } from '../model/palette-command';
import styles from './command-palette.module.css';

const icons: Record<CommandSection, typeof Zap> = {
  screens: Navigation,
  actions: Zap,
  projects: FolderKanban,
  teams: Users,
  templates: LayoutTemplate,
};

export interface CommandListProps {
  commands: PaletteCommand[];
  /** Whether the commands are search results: then one list, best first, each row naming its kind. */
  isFiltered: boolean;
  onRun: (command: PaletteCommand) => void;
}

/** The palette's options: grouped under their sections' titles, or ranked when searching. */
export function CommandList({ commands, isFiltered, onRun }: CommandListProps) {
  const { t } = useTranslation();
  const byId = new Map(commands.map((command) => [command.id, command]));
  const row = (command: PaletteCommand) => {
    const Icon = icons[command.section];
    return (
      <ListBoxItem
        key={command.id}
        id={command.id}
        // The screens' pointer points ahead along the reading direction: it mirrors in Arabic.
        icon={<Icon data-directional={command.section === 'screens' || undefined} />}
        detail={isFiltered ? t(`commandPalette.kinds.${command.section}`) : undefined}
      >
        {command.label}
      </ListBoxItem>
    );
  };
  return (
    <ListBox
      aria-label={t('commandPalette.listLabel')}
      className={styles.list}
      onAction={(id) => {
        const command = byId.get(String(id));
        if (command) onRun(command);
      }}
      renderEmptyState={() => t('commandPalette.noResults')}
    >
      {isFiltered
        ? commands.map(row)
        : groupBySection(commands).map(({ section, commands: members }) => (
            <ListBoxSection key={section} id={section} title={t(`commandPalette.sections.${section}`)}>
              {members.map(row)}
            </ListBoxSection>
          ))}
    </ListBox>
  );
}
