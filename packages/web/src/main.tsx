import './styles/tokens.css';
import './styles/base.css';
import './i18n/fonts/scripts.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { adoptTokenFromUrl } from './app/startup';
import { handleSocialCallback } from './features/account/social-sign-in';
import { loadFontsForText } from './i18n/script-fonts';
import { initI18n } from './i18n/setup';
import { bootDataText } from './lib/boot-data';
import { createQueryClient } from './lib/query-client';
import { statusQuery } from './lib/site-status';
import { applyTheme } from './lib/theme';

async function start() {
  applyTheme();
  adoptTokenFromUrl();
  const queryClient = createQueryClient();
  // Spec 4: the status call goes out first, while the language file loads.
  void queryClient.prefetchQuery(statusQuery);
  // The fonts of the scripts the embedded answers are written in (a ৳, a notice), before they are drawn.
  await Promise.all([initI18n(), loadFontsForText(bootDataText())]);
  const root = document.getElementById('root');
  if (root) {
    const app = createRoot(root);
    // A transition lets React draw the first page in slices, yielding to the browser between them, instead of one
    // long task that blocks taps on a slow phone (issue 6 performance budget).
    startTransition(() => {
      app.render(
        <StrictMode>
          <App queryClient={queryClient} />
        </StrictMode>,
      );
    });
  }
}

// The social sign-in popup's landing page only hands the token back to the site and closes.
if (!handleSocialCallback()) await start();
