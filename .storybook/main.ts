import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../src/**/*.stories.tsx', '../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // public/ for fonts, images and language files; mocks/public for MSW's service worker, kept out of the app build.
  staticDirs: ['../public', '../mocks/public'],
  core: { disableTelemetry: true },
  // TypeScript 7 has no compiler API, so react-docgen-typescript cannot run; react-docgen can.
  typescript: { reactDocgen: 'react-docgen' },
};

export default config;
