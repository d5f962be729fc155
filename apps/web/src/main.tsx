import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { connectSession } from './app/connect-session';
import { askFirstPageData } from './app/first-page-data';
import { Providers } from './app/Providers';
import { createAppRouter } from './app/router';
import { appConfig } from './lib/config';
import { startI18n } from './lib/i18n/i18n';
import { startupLanguage } from './lib/i18n/startup-language';
import { useCommonStore } from './stores/common-store';
import './app/global.css';

const language = startupLanguage({
  saved: useCommonStore.getState().language,
  browser: navigator.language,
  variant: appConfig.variant,
});

const router = createAppRouter();
connectSession(router);
askFirstPageData(router.state.location.pathname);

// The first screen is drawn in the right language, never in a flash of keys.
await startI18n(language);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
