import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { App } from './app/app';
import { i18n, initI18n } from './i18n/setup';
import { applyTheme } from './lib/theme';
import './styles/base.css';
import './styles/shell.css';
import './styles/controls.css';
import './styles/tables.css';
import './styles/desks.css';
import './styles/login.css';
import './styles/narrow.css';

applyTheme();
const root = document.getElementById('root');
if (root) {
  void initI18n().then(() => {
    createRoot(root).render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <App />
        </I18nextProvider>
      </StrictMode>,
    );
  });
}
