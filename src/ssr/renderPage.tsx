import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { readCognitoConfig } from '../auth/config';
import { guestOnlyAdapter, IdentityUnavailableError, session, type AuthAdapter } from '../auth/session';
import { resetEnvironment } from '../relay/environment';
import { appRoutes } from '../router';
import { AppProviders } from './AppProviders';

/** What the prerenderer needs from one page. */
export interface RenderedPage {
  /** 200, or the status of a route error / the 404 page. */
  status: number;
  /** The markup of #root. */
  html: string;
  /** The Relay records the page's queries loaded (empty for pages without data). */
  records: Record<string, unknown>;
}

let installing: Promise<unknown> | undefined;

/**
 * A guest, as the browser will know them on first load: with an identity provider exactly when the build has a user
 * pool (the sign-in forms show or hide their notice by that), but none that could be called while rendering.
 */
const prerenderGuest: AuthAdapter = readCognitoConfig(import.meta.env)
  ? { ...guestOnlyAdapter, identity: () => Promise.reject(new IdentityUnavailableError()) }
  : guestOnlyAdapter;

/**
 * Renders one address as a guest sees it on first load, waiting for every Suspense boundary (page code, Relay
 * data), so the HTML holds the whole page. Built by Vite as an SSR bundle and called by the prerender plugin in Node,
 * one page at a time: `globalThis.fetch` then answers /graphql from the real server in the same process.
 */
export async function renderPage(url: string): Promise<RenderedPage> {
  installing ??= session.install(prerenderGuest);
  await installing;
  const environment = resetEnvironment();
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url}: the route answered with a redirect (${context.status})`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const render = async () => {
    const { prelude } = await prerender(
      <AppProviders>
        {/* hydrate={false}: no inline script (the CSP forbids it); the client rebuilds its state itself. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
      // One document, not a stream: a large boundary would otherwise be written out of place with a script to move it.
      {
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError: (error) => console.error(`[prerender] ${url}`, error),
      },
    );
    return new Response(prelude).text();
  };
  // The first pass loads what suspends (page code, Relay data); a later one finds all of it ready and so writes plain
  // HTML — a boundary that suspended would be written as a fallback plus an inline script, which the CSP blocks.
  const suspended = /<script(?![^>]*type="application\/(?:ld\+)?json")[^>]*>/;
  let html = await render();
  for (let pass = 2; suspended.test(html); pass++) {
    if (pass > 4) throw new Error(`${url}: the page still suspends after ${pass - 1} passes`);
    html = await render();
  }
  const records = environment.getStore().getSource().toJSON() as Record<string, unknown>;
  // A store holding only the empty root (the guest shell asked for nothing) carries no data: the client then never
  // needs Relay for this page.
  const onlyEmptyRoot =
    Object.keys(records).length === 1 &&
    Object.keys((records['client:root'] ?? {}) as object).every((key) => key.startsWith('__'));
  return { status: context.statusCode, html, records: onlyEmptyRoot ? {} : records };
}
