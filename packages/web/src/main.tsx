import './styles/tokens.css';
import './styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { adoptTokenFromUrl } from './app/startup';
import { initI18n } from './i18n/setup';
import { statusQuery } from './lib/site-status';
import { applyTheme } from './lib/theme';

applyTheme();
adoptTokenFromUrl();
const queryClient = createQueryClient();
// Spec 4: the status call goes out first, while the language file loads.
void queryClient.prefetchQuery(statusQuery);
await initI18n();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
}
