import '../design-system/theme/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createI18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { App } from './app';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

createRoot(container).render(
  <StrictMode>
    <App i18n={createI18n()} queryClient={createQueryClient()} />
  </StrictMode>,
);
