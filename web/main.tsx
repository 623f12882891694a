import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/inter/latin-800.css';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles/global.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppThemeProvider } from './components/app-theme-provider';
import { DeferredNotifications } from './components/deferred-notifications';
import { i18nReady } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { AppRoutes } from './router';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

const queryClient = createQueryClient();

// The first paint waits for the visitor's language's texts (one small chunk), so no key ever flashes on screen;
// should that chunk fail, the app still starts and the language switch can try again.
void i18nReady
  .catch(() => undefined)
  .then(() =>
    createRoot(root).render(
      <StrictMode>
        <AppThemeProvider>
          <DeferredNotifications />
          <QueryClientProvider client={queryClient}>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </QueryClientProvider>
        </AppThemeProvider>
      </StrictMode>,
    ),
  );
