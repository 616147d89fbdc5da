import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import { expect } from 'storybook/test';
import { prepareStory } from '@stories/kit';

const colours = [
  'background',
  'surface',
  'surface-raised',
  'surface-hover',
  'border',
  'border-strong',
  'text',
  'text-muted',
  'accent',
  'accent-text',
  'accent-contrast',
  'success',
  'warning',
  'danger',
  'danger-solid',
  'info',
  'focus',
];
const sizes = [
  ['xs', 12],
  ['sm', 14],
  ['md', 16],
  ['lg', 20],
  ['xl', 24],
  ['2xl', 32],
] as const;

const row: CSSProperties = { display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'flex-start' };
const caption: CSSProperties = { fontSize: 12, color: 'var(--color-text-muted)' };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={{ display: 'grid', gap: 12 }}>
      <h2 style={{ margin: 0, fontSize: 14, fontWeight: 600, color: 'var(--color-text-muted)' }}>{title}</h2>
      {children}
    </section>
  );
}

/** The tokens at a glance: designers check colour, type, radius and elevation changes here first. */
const meta = {
  title: 'Design System/Theme',
  beforeEach: prepareStory,
  render: () => (
    <div style={{ display: 'grid', gap: 32, width: 880 }}>
      <Section title="Colour roles">
        <div style={row}>
          {colours.map((name) => (
            <div key={name} style={{ display: 'grid', gap: 6, width: 88 }}>
              <div
                style={{
                  height: 48,
                  borderRadius: 'var(--radius-sm)',
                  background: `var(--color-${name})`,
                  boxShadow: 'inset 0 0 0 1px rgb(255 255 255 / 0.12)',
                }}
              />
              <span style={caption}>{name}</span>
            </div>
          ))}
        </div>
      </Section>
      <Section title="Type scale (Inter, Noto Sans Arabic)">
        {sizes.map(([name, px]) => (
          <div key={name} style={{ display: 'flex', gap: 16, alignItems: 'baseline' }}>
            <span style={{ ...caption, width: 64 }}>{`${name} ${px}px`}</span>
            <span style={{ fontSize: `var(--font-size-${name})`, fontWeight: px >= 20 ? 600 : 400 }}>
              Imagine a lighthouse ·{' '}
              <span lang="ar" dir="rtl">
                تخيّل منارة
              </span>{' '}
              · <span className="tabular-nums">1,240 pts</span>
            </span>
          </div>
        ))}
      </Section>
      <Section title="Radii and elevations">
        <div style={row}>
          {(['sm', 'md', 'lg', 'full'] as const).map((radius, index) => (
            <div key={radius} style={{ display: 'grid', gap: 6, justifyItems: 'center' }}>
              <div
                style={{
                  width: 96,
                  height: 64,
                  borderRadius: `var(--radius-${radius})`,
                  background: 'var(--color-surface-raised)',
                  boxShadow: index > 0 ? `var(--elevation-${index})` : undefined,
                }}
              />
              <span style={caption}>{`radius-${radius}${index > 0 ? ` · elevation-${index}` : ''}`}</span>
            </div>
          ))}
        </div>
      </Section>
      <Section title="Spacing (4px grid)">
        <div style={row}>
          {[1, 2, 3, 4, 6, 8, 10, 12, 16].map((step) => (
            <div key={step} style={{ display: 'grid', gap: 6, justifyItems: 'center' }}>
              <div style={{ width: `var(--space-${step})`, height: 24, background: 'var(--color-accent)' }} />
              <span style={caption}>{step}</span>
            </div>
          ))}
        </div>
      </Section>
    </div>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both bundled families are loaded from our own build, and Arabic text renders in Noto Sans Arabic. */
export const Tokens: Story = {
  play: async () => {
    await document.fonts.ready;
    const loaded = [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family);
    await expect(loaded).toEqual(expect.arrayContaining(['Inter', 'Noto Sans Arabic']));
    await expect(document.fonts.check('16px "Noto Sans Arabic"', 'تخيّل')).toBe(true);
  },
};
