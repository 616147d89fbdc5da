import '@/design-system/theme/index.css';
import './story.css';
import type { Preview } from '@storybook/react-vite';
import { createPreviewAnnotations } from 'msw-storybook-addon/preview';
import { startMockSession } from '@mocks/contract-handler';
import { resetClientStores } from '@/app/client-stores';
import { dialogHistorySettled } from '@/design-system/modal';
import { applyDocumentLanguage, createI18n, fetchTranslations, isLanguage } from '@/lib/i18n';
import { TestProviders } from '../tests/render/test-providers';
import { startMockWorker } from './msw';
import { viewports } from './viewports';

// One i18n instance with both languages loaded up front: stories then switch language synchronously.
const [en, ar] = await Promise.all(['en', 'ar'].map((language) => fetchTranslations(language as 'en' | 'ar')));
const i18n = createI18n({ en, ar });
type BeforeEach = Extract<NonNullable<Preview['beforeEach']>, (...args: never[]) => unknown>;
// The addon types its annotations loosely; its beforeEach is a single function that starts and resets MSW.
const mswBeforeEach = createPreviewAnnotations(startMockWorker).beforeEach as BeforeEach;

const preview: Preview = {
  // Docs pages for components; screen stories opt out, since a docs page shares one MSW worker across stories.
  tags: ['autodocs'],
  // Stores go back to their start before the story's own beforeEach, which may then set the state it shows.
  beforeEach: async (context) => {
    resetClientStores();
    startMockSession();
    // The story before has just unmounted: a dialog it left open removes its history entry with a Back, whose
    // popstate (late on a busy machine) this story's dialog would take for the user's Back and close.
    await dialogHistorySettled();
    return mswBeforeEach(context);
  },
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'ar', title: 'العربية (RTL)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
  parameters: {
    layout: 'centered',
    viewport: { options: viewports },
    backgrounds: { disable: true },
    // React Aria's live announcer keeps a hidden role="img" node whose label it swaps out; it is not our markup.
    a11y: { test: 'error', context: { exclude: ['[data-live-announcer]'] } },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  decorators: [
    (Story, context) => {
      const language = isLanguage(context.globals.locale) ? context.globals.locale : 'en';
      void i18n.changeLanguage(language);
      applyDocumentLanguage(language);
      return (
        <TestProviders key={`${context.id}-${language}`} i18n={i18n}>
          <div data-story-root="" data-layout={context.parameters.layout} className="story-root">
            <Story />
          </div>
        </TestProviders>
      );
    },
  ],
};

export default preview;
