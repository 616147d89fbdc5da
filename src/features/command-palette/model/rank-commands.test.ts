import { describe, expect, it } from 'vitest';
import { commandScore, foldText, rankCommands } from './rank-commands';

const commands = [
  { label: 'Workshop', keywords: ['create', 'generate'] },
  { label: 'AI Tools', keywords: ['hub', 'templates'] },
  { label: 'Gallery', keywords: ['creations'] },
  { label: 'Open the queue' },
  { label: 'Image to Image', keywords: ['Photo Editing'] },
  { label: 'Text to Image', keywords: ['Image Generation'] },
];
const labels = (list: ReadonlyArray<{ label: string }>) => list.map((command) => command.label);

describe('rankCommands', () => {
  it('keeps every command, in order, for an empty or blank query', () => {
    expect(labels(rankCommands(commands, ''))).toEqual(labels(commands));
    expect(labels(rankCommands(commands, '   '))).toEqual(labels(commands));
  });

  it('puts an exact label first, then labels that start with the query, then words that do', () => {
    const list = [{ label: 'Team image' }, { label: 'Images of the sea' }, { label: 'Image' }];
    expect(labels(rankCommands(list, 'image'))).toEqual(['Image', 'Images of the sea', 'Team image']);
  });

  it('ignores case and finds a command by a keyword after every label match', () => {
    expect(labels(rankCommands(commands, 'GALL'))).toEqual(['Gallery']);
    expect(labels(rankCommands(commands, 'hub'))).toEqual(['AI Tools']);
    expect(labels(rankCommands(commands, 'image'))).toEqual(['Image to Image', 'Text to Image']);
  });

  it('matches letters in order as a last resort, and drops what matches nothing', () => {
    expect(labels(rankCommands(commands, 'wksp'))).toEqual(['Workshop']);
    expect(rankCommands(commands, 'zebra')).toEqual([]);
  });

  it('needs every word of a several-word query to match somewhere', () => {
    expect(labels(rankCommands(commands, 'text image'))).toEqual(['Text to Image']);
    expect(labels(rankCommands(commands, 'queue open'))).toEqual(['Open the queue']);
    expect(rankCommands(commands, 'queue zebra')).toEqual([]);
  });

  it('keeps the given order between equally good matches', () => {
    const list = [{ label: 'Alpha project' }, { label: 'Alpha' }, { label: 'Alpha team' }];
    expect(labels(rankCommands(list, 'alp'))).toEqual(['Alpha project', 'Alpha', 'Alpha team']);
  });
});

describe('foldText', () => {
  it('folds Arabic letters typed interchangeably and drops short vowels', () => {
    expect(foldText('أدوات')).toBe(foldText('ادوات'));
    expect(foldText('مَعْرِض')).toBe('معرض');
    expect(foldText('مكتبة')).toBe(foldText('مكتبه'));
  });

  it('lets an Arabic query find an Arabic label written with hamza', () => {
    expect(commandScore({ label: 'أدوات الذكاء الاصطناعي' }, 'ادوات')).toBeGreaterThan(0);
  });

  it('drops Latin accents', () => {
    expect(foldText('Café')).toBe('cafe');
  });
});
