import { describe, expect, it } from 'vitest';
import { groupBySection, type CommandSection, type PaletteCommand } from './palette-command';

const command = (id: string, section: CommandSection): PaletteCommand => ({ id, section, label: id, perform: () => undefined });

describe('groupBySection', () => {
  it('puts each command under its section, in the palette order, and leaves empty sections out', () => {
    const groups = groupBySection([
      command('Inpaint', 'templates'),
      command('Gallery', 'screens'),
      command('Posters', 'projects'),
      command('Workshop', 'screens'),
    ]);
    expect(groups.map((group) => [group.section, group.commands.map((member) => member.id)])).toEqual([
      ['screens', ['Gallery', 'Workshop']],
      ['projects', ['Posters']],
      ['templates', ['Inpaint']],
    ]);
  });
});
