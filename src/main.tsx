import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from 'react-aria-components';
import { RouterProvider } from 'react-router-dom';
import { createCognitoAdapter } from './auth/cognitoAdapter';
import { hasStoredSession, readCognitoConfig } from './auth/config';
import { guestOnlyAdapter, session } from './auth/session';
import { createAppRouter } from './router';
import './styles/global.css';

async function start() {
  // Mock mode (npm run dev:mock) runs the real server in the browser; the import is dropped from production builds.
  if (import.meta.env.MODE === 'mock') {
    const { startMockMode } = await import('../mocks/browser');
    await startMockMode();
  } else {
    const config = readCognitoConfig(import.meta.env);
    const installing = session.install(config ? createCognitoAdapter(config) : guestOnlyAdapter);
    // Guests are known at once. A kept Amplify session needs Amplify's chunk: render meanwhile (header and guards
    // show their loading state) instead of a blank page.
    if (!config || !hasStoredSession(config)) await installing;
  }
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      {/* German for react-aria's own words (e.g. the overlays' hidden close buttons), whatever the browser's language. */}
      <I18nProvider locale="de-DE">
        <RouterProvider router={createAppRouter()} />
      </I18nProvider>
    </StrictMode>,
  );
}

void start();
