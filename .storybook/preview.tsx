import '../src/design-system/theme/index.css';
import type { Preview } from '@storybook/react-vite';
import { createPreviewAnnotations } from 'msw-storybook-addon/preview';
import ar from '../public/assets/lang/ar.json';
import en from '../public/assets/lang/en.json';
import { applyDocumentLanguage, createI18n, isLanguage } from '../src/lib/i18n';
import { TestProviders } from '../tests/render/test-providers';
import { startMockWorker } from './msw';
import { viewports } from './viewports';

// One i18next instance with both languages bundled: stories switch language synchronously, no file fetch.
const i18n = createI18n({ en, ar });
const msw = createPreviewAnnotations(startMockWorker);

const preview: Preview = {
  beforeEach: msw.beforeEach,
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
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  decorators: [
    (Story, context) => {
      const language = isLanguage(context.globals.locale) ? context.globals.locale : 'en';
      void i18n.changeLanguage(language);
      applyDocumentLanguage(language);
      return (
        <TestProviders key={`${context.id}-${language}`} i18n={i18n}>
          <div data-story-root="" className="story-root">
            <Story />
          </div>
        </TestProviders>
      );
    },
  ],
};

export default preview;
