import type { Language } from '@lms/shared/plain';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { appConfig, routerBasename } from '../../lib/config';
import { i18n, startI18n } from '../../lib/i18n/i18n';
import { Providers } from '../Providers';
import { queryClient } from '../query-client';
import { Component as LoginPage } from '../routes/login';

/**
 * The login page in one language as HTML, drawn when the app is built. The server puts it in
 * index.html for a visitor opening the app's root address, so the form shows before the app's
 * code has run; the app then draws the same page in its place, keeping what was typed.
 */
export async function loginPageHtml(language: Language): Promise<string> {
  if (i18n.isInitialized) await i18n.changeLanguage(language);
  else await startI18n(language);
  const page = renderToString(
    <Providers>
      <StaticRouter basename={routerBasename} location={appConfig.basePath}>
        <LoginPage />
      </StaticRouter>
    </Providers>,
  );
  // Nothing drawn here is kept: a query's clean-up timer would hold the build open for minutes.
  queryClient.clear();
  return `<div data-first-paint>${page}</div>`;
}
