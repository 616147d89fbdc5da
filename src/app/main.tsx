import '@/design-system/theme/index.css';
import { createI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { createBrowserRouter } from '@/lib/router';
import { startApp } from './start-app';
import { routes } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

void startApp({ container, i18n: createI18n(), queryClient: createQueryClient(), router: createBrowserRouter(routes) });
