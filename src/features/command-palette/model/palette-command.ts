import type { Rankable } from './rank-commands';

/** The palette's groups, in the order they show and break ties in ranking. */
const commandSections = ['screens', 'actions', 'projects', 'teams', 'templates'] as const;
export type CommandSection = (typeof commandSections)[number];

export interface PaletteCommand extends Rankable {
  /** Unique across the palette: the section and the thing's own id. */
  id: string;
  section: CommandSection;
  /** Runs once the palette has closed (and its history entry is gone), so a navigation is not undone by it. */
  perform: () => void;
}

/** The commands of each section, in order, leaving out empty sections: the palette's view of an empty query. */
export function groupBySection(commands: readonly PaletteCommand[]): Array<{ section: CommandSection; commands: PaletteCommand[] }> {
  return commandSections
    .map((section) => ({ section, commands: commands.filter((command) => command.section === section) }))
    .filter((group) => group.commands.length > 0);
}
