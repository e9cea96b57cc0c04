import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createCognitoAdapter } from './auth/cognitoAdapter';
import { hasStoredSession, readCognitoConfig } from './auth/config';
import { guestOnlyAdapter, session } from './auth/session';
import { appRoutes, createAppRouter } from './router';
import { AppProviders } from './ssr/AppProviders';
import { deferUntilReader } from './ssr/deferredHydration';
import { createHydratingRouter, readPrerenderData } from './ssr/hydration';
import { keepInputBeforeHydration } from './ssr/inputBeforeHydration';
import { leaveNativeControlsAlone } from './ssr/nativeUntilReady';
import { onFirstReaderSign } from './ssr/readerSigns';
import './styles/global.css';

async function start() {
  const container = document.getElementById('root')!;
  // A prerendered page takes input before it is hydrated: hydration would set the fields back again.
  keepInputBeforeHydration(container);
  // Controls that work as HTML (the narrow menu) do not make React hydrate in one go when tapped meanwhile.
  leaveNativeControlsAlone(container);
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
  // Public pages come prerendered for guests (vite.prerender.ts): a guest's first render equals that HTML, so React
  // takes it over instead of drawing it again. A kept session shows other things (account menu …): render anew.
  const prerendered = session.get().status === 'signedOut' ? readPrerenderData() : null;
  if (prerendered) {
    // The donor journey's pages keep their HTML until the reader's first sign (src/app/deferredPage.tsx).
    deferUntilReader();
    const router = await createHydratingRouter(appRoutes, prerendered);
    // As a transition: React hydrates in slices and lets the browser handle a tap between them — a radio tapped on
    // a slow phone while the page is taken over shows at once instead of after the whole page (issue 32 §1).
    startTransition(() => {
      hydrateRoot(
        container,
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>,
        {
          onRecoverableError: (error, info) =>
            console.error('[Hydration] Die vorgerenderte Seite passte nicht:', error, info.componentStack),
        },
      );
    });
  } else {
    createRoot(container).render(
      <AppProviders>
        <RouterProvider router={createAppRouter()} />
      </AppProviders>,
    );
  }
  // Prefetching starts with the reader (readerSigns.ts): its code is not needed before either.
  onFirstReaderSign(() => {
    import('./app/navigation/prefetchNearLinks')
      .then(({ prefetchNearLinks }) => prefetchNearLinks(appRoutes))
      .catch((error: unknown) => console.warn('[Prefetch] nicht verfügbar', error));
  });
}

void start();
