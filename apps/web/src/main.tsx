import { startupLanguage } from '@lms/shared/plain';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { connectSession } from './app/connect-session';
import { askFirstPageData } from './app/first-page-data';
import { Providers } from './app/Providers';
import { createAppRouter, firstPageReady } from './app/router';
import { appConfig } from './lib/config';
import { startI18n } from './lib/i18n/i18n';
import { useCommonStore } from './stores/common-store';
import './app/global.css';

const language = startupLanguage({
  saved: useCommonStore.getState().language,
  browser: navigator.language,
  variant: appConfig.variant,
});

/** Lets the browser paint and answer the visitor before the next step of the start. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

// The first screen is drawn in the right language, never in a flash of keys, and is the page
// itself with its answer: what index.html shows (the brand, the sign-in form or the class list's
// frame the server and index.html drew) stays until then.
// Each step of the start is a task of its own (evaluating the code, building the router and asking
// for the first page's answer, loading the texts): on a phone's slow processor one task doing them
// all holds the page for half a second. Not awaited at the top level: the pages' code imports modules
// of this file's chunk, which would wait for this module to finish. Drawn as a transition, the first
// page is built in slices between which the browser can answer the visitor.
async function start() {
  await nextTask();
  const router = createAppRouter();
  connectSession(router);
  const firstPageData = askFirstPageData(router.state.location.pathname);
  await nextTask();
  await Promise.all([startI18n(language), firstPageReady(router), firstPageData]);
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    ),
  );
}

void start();
