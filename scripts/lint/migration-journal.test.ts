import { describe, expect, it } from 'vitest';
import { checkMigrationJournal } from './migration-journal';

const files = new Set(['0000_init.sql', 'meta/0000_snapshot.json', '0001_media.sql', 'meta/0001_snapshot.json']);
const exists = (file: string) => files.has(file);

describe('checkMigrationJournal', () => {
  it('accepts numbered, dated and present migrations', () => {
    const entries = [
      { idx: 0, tag: '0000_init', when: 1 },
      { idx: 1, tag: '0001_media', when: 2 },
    ];
    expect(checkMigrationJournal(entries, exists)).toEqual([]);
  });

  it('names two branches that took one number, a date going back and missing files', () => {
    const entries = [
      { idx: 0, tag: '0000_init', when: 5 },
      { idx: 1, tag: '0001_media', when: 4 },
      { idx: 1, tag: '0001_teams', when: 6 },
    ];
    const messages = checkMigrationJournal(entries, exists).map((finding) => finding.message);
    expect(messages).toEqual([
      '0001_media is dated before the migration ahead of it',
      'entry 2 is numbered 1: migrations are numbered in landing order',
      '0001_teams.sql is missing',
    ]);
  });
});
